import { valibotResolver } from '@hookform/resolvers/valibot';
import { claveUnicaLogin, formatRut, type ApplicantLoginInput } from '@sello/shared-api';
import { applicantLoginSchema } from '@sello/shared-api/schemas';
import { Button, Stack, usePageTitle } from '@sello/shared-ui';
import { Alert, ErrorSummary, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { storeApplicantSession } from './claveunica-session';
/** What the schema gives back: the same fields, the RUN normalised by formatRut. */
interface LoginOutput {
  run: string;
  clave_unica: string;
}

const FIELD_ORDER = ['run', 'clave_unica'] as const;

/** Keeps what the user typed readable as a RUN ('444444444' → '44.444.444-4'), without other characters. */
export function formatRunInput(raw: string): string {
  const clean = raw.replace(/[^0-9kK]/g, '').slice(0, 9);
  return clean.length < 2 ? clean : formatRut(clean);
}

export interface LoginFormProps {
  /** Called after the session is stored. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ApplicantLoginInput, unknown, LoginOutput>({
    resolver: valibotResolver(applicantLoginSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { run: '', clave_unica: '' },
  });
  const summary = toErrorSummaryItems(errors, FIELD_ORDER);
  usePageTitle('Portal Claveúnica', { error: summary.length > 0 });

  const runField = register('run');
  const onRunChange = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatRunInput(event.target.value);
    // Re-validate as the user types only once they have tried to submit (GOV.UK habit).
    setValue('run', formatted, { shouldValidate: submitCount > 0 });
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      storeApplicantSession(await claveUnicaLogin({ run: values.run, clave_unica: values.clave_unica }));
      onSignedIn();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Ha ocurrido un error inesperado.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={serverError ? 'login-error' : undefined}>
      <ErrorSummary attempt={submitCount} errors={summary} />
      {serverError ? (
        <Alert.Root status="error" role="alert" id="login-error" mb="6">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="5" maxW="md">
        <FormField id="run" label="RUN" helperText="Ejemplo: 00.000.000-0" errorText={errors.run?.message} required>
          <Input
            {...runField}
            onChange={onRunChange}
            inputMode="text"
            autoComplete="username"
            // No maxLength: formatRunInput keeps at most 9 characters of the RUN, while a limit cut
            // a pasted ' 44.444.444-4' (a space from an e-mail or a PDF) to '4.444.444-4'.
            spellCheck={false}
          />
        </FormField>
        <FormField id="clave_unica" label="ClaveÚnica" errorText={errors.clave_unica?.message} required>
          <Input {...register('clave_unica')} type="password" autoComplete="current-password" />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Ingresando…" alignSelf="flex-start">
          Ingresar
        </Button>
      </Stack>
    </form>
  );
}
