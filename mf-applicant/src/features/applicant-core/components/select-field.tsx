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
        <NativeSelect.Field {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.nombre}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
