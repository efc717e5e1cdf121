import { FormField, NativeSelect } from '@sello/shared-ui/widgets';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface SelectOption {
  id: number;
  nombre: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  errorText?: string;
  /** The empty first option; while it is chosen the field counts as not answered. */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ id, label, registration, options, errorText, placeholder = 'Selecciona una opción', disabled }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} errorText={errorText} required disabled={disabled}>
      <NativeSelect.Root>
        {/* aria-required, not the native attribute: Chromium reports a required select on its empty
            first option as invalid from the first load, before the person has answered anything.
            (Chakra's type leaves `required` to the field; the control's own prop wins at run time.) */}
        <NativeSelect.Field {...registration} {...{ required: false }} aria-required>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.nombre}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
    </FormField>
  );
}
