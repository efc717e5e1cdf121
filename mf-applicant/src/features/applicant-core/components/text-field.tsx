import { FormField, Input } from '@sello/shared-ui/widgets';
import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  errorText?: string;
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}

/** One text input of the wizard: label, hint, inline error in red, all wired for assistive tech. */
export function TextField({ id, label, registration, errorText, helperText, type = 'text', inputMode, autoComplete }: TextFieldProps) {
  return (
    <FormField id={id} label={label} errorText={errorText} helperText={helperText} required>
      <Input type={type} inputMode={inputMode} autoComplete={autoComplete} {...registration} />
    </FormField>
  );
}
