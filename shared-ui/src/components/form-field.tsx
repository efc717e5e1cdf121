import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The control's id: the error summary links to it, so keep it stable. */
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown in red under the field; also marks the control aria-invalid. */
  errorText?: string | null;
  required?: boolean;
  disabled?: boolean;
  /**
   * One Field-aware control: the facade's Input, Textarea, NativeSelect.Field or FileInput. They read
   * the field context, so id, aria-describedby, aria-invalid and required are wired for them; spread
   * react-hook-form's `register(name)` on the control as usual.
   */
  children: ReactNode;
}

/** Chakra's Field parts ids: control = `id`, helper and error text derived from it. */
export function fieldIds(id: string) {
  return { control: id, label: `${id}-label`, helperText: `${id}-hint`, errorText: `${id}-error` };
}

export function FormField({ id, label, helperText, errorText, required, disabled, children }: FormFieldProps) {
  return (
    <Field.Root ids={fieldIds(id)} invalid={!!errorText} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText color="fg.muted">{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText color="fg.error">{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
