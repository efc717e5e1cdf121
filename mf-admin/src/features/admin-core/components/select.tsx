import { FormField, NativeSelect } from '@sello/shared-ui/widgets';

export interface SelectProps {
  id: string;
  /** For forms read on submit. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first option ('' value), e.g. 'Todas'. */
  placeholder?: string;
  errorText?: string | null;
  required?: boolean;
}

/** A labelled native select (announced well everywhere, works at any zoom). */
export function Select({ id, name, label, value, onChange, options, placeholder, errorText, required }: SelectProps) {
  return (
    <FormField id={id} label={label} errorText={errorText} required={required}>
      <NativeSelect.Root>
        {/* aria-required, not the native attribute: Chromium reports a required select on its empty
            first option as invalid from the first load, before the person has answered anything.
            (Chakra's type leaves `required` to the field; the control's own prop wins at run time.) */}
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)} {...{ required: false }} aria-required={required}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
    </FormField>
  );
}
