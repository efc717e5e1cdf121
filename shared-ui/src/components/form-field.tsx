// Box through the package name: the core singleton's copy, never a second one inside this module.
// Field is a widget part (see widgets.ts).
import { Field } from '@chakra-ui/react';
import { Box } from '@sello/shared-ui';
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

/** Ids of the field's parts: the control gets `id` itself. */
export function fieldIds(id: string) {
  return { control: id, root: `${id}-field`, label: `${id}-label`, description: `${id}-description`, errorText: `${id}-error` };
}

export function FormField({ id, label, helperText, errorText, required, disabled, children }: FormFieldProps) {
  const ids = fieldIds(id);
  return (
    <Field.Root
      // Ark names the root's id `control`; the control itself takes the root's `id`.
      id={id}
      ids={{ control: ids.root, label: ids.label, helperText: ids.description, errorText: ids.errorText }}
      invalid={!!errorText}
      required={required}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText || errorText ? (
        // Ark points aria-describedby at the helper text only (the error goes to aria-errormessage,
        // which VoiceOver ignores), so hint and error share the described element, GOV.UK style.
        <Field.HelperText asChild>
          <div>
            {helperText ? <Box color="fg.muted">{helperText}</Box> : null}
            {errorText ? (
              <Field.ErrorText color="fg.error" fontWeight="medium" textStyle="sm">
                {errorText}
              </Field.ErrorText>
            ) : null}
          </div>
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
