import { valibotResolver } from '@hookform/resolvers/valibot';
import { UNEXPECTED_ERROR_MESSAGE, type StaffLoginInput } from '@sello/shared-api';
import { staffLogin, type StaffLoginAnswer } from '@sello/shared-api/staff';
import { staffLoginSchema } from '@sello/shared-api/schemas';
import { Button, HStack, notify, RouterLink, Stack, Link, usePageTitle } from '@sello/shared-ui';
import { ErrorSummary, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useState } from 'react';

const FIELD_ORDER = ['email', 'password'] as const;

export interface LoginFormProps {
  /** The password was right; `answer` is the API's: a session, or the request for a second factor. */
  onAnswer: (answer: StaffLoginAnswer) => void;
}

export function LoginForm({ onAnswer }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StaffLoginInput>({
    resolver: valibotResolver(staffLoginSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const summary = toErrorSummaryItems(errors, FIELD_ORDER);
  usePageTitle('Iniciar sesión', { error: summary.length > 0 || !!serverError });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onAnswer(await staffLogin({ email: values.email ?? '', password: values.password ?? '' }));
    } catch (error) {
      // The spec's toast (1.5 s) and the reason, next to the form, where it stays. The toast does not
      // repeat the reason: a screen reader would say it twice.
      notify({ type: 'error', title: UNEXPECTED_ERROR_MESSAGE });
      setServerError(error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={serverError ? 'login-error' : undefined}>
      <ErrorSummary attempt={submitCount} errors={summary} />
      <FormAlert id="login-error" message={serverError} />
      <Stack gap="5">
        <FormField id="email" label="Correo" errorText={errors.email?.message} required>
          <Input {...register('email')} type="email" autoComplete="username" spellCheck={false} />
        </FormField>
        <FormField id="password" label="Clave" errorText={errors.password?.message} required>
          <Input {...register('password')} type="password" autoComplete="current-password" />
        </FormField>
        <HStack gap="4" flexWrap="wrap">
          <Button type="submit" loading={isSubmitting} loadingText="Ingresando…">
            Continuar
          </Button>
          <Link asChild textDecoration="underline">
            <RouterLink to="/">Volver</RouterLink>
          </Link>
          {/* After the button, not between the password and it: Mayús+Tab from 'Continuar' still reaches the password. */}
          <Link asChild textDecoration="underline">
            <RouterLink to="/admin/olvide-clave">¿Olvidaste tu clave?</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </form>
  );
}
