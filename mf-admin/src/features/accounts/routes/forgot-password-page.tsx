import { valibotResolver } from '@hookform/resolvers/valibot';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@sello/shared-api/schemas';
import { olvideClave } from '@sello/shared-api/staff';
import { Box, Button, Link, PageHeading, RouterLink, Stack, Text, usePageTitle } from '@sello/shared-ui';
import { Alert, ErrorSummary, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../admin-core/components/form-alert';
import { placeRefusal } from '../../admin-core/lib/save-error';

const TITLE = '¿Olvidaste tu clave?';
const ORDER = ['email'] as const;

/** /admin/olvide-clave: a staff member asks for a reset link by e-mail (nobody needs to be signed in). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The form sets the title while it shows (with 'Error: ' when it has errors); once it is gone, the plain one.
  usePageTitle(sent ? TITLE : null);
  // The form and its focused button give way to the answer: focus follows, so it is read out and not lost to <body>.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <Box maxW="xl" mx="auto">
      <PageHeading>{TITLE}</PageHeading>
      {sent ? (
        // Kept on screen (a toast goes in 1.5 s): the person still has to open their mailbox.
        <Alert.Root ref={sentRef} status="success" role="status" tabIndex={-1} mb="6">
          <Alert.Indicator />
          <Alert.Title>{sent}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text mb="6">
            Escribe el correo de tu cuenta del equipo del Sello y te enviaremos un enlace para elegir una clave nueva. Si aún no activas tu cuenta, pide a la administración que te envíe de nuevo la invitación.
          </Text>
          <ForgotPasswordForm onSent={setSent} />
        </>
      )}
      <Link asChild textDecoration="underline"><RouterLink to="/admin/login">Ir a iniciar sesión</RouterLink></Link>
    </Box>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<ForgotPasswordInput>({
    resolver: valibotResolver(forgotPasswordSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { email: '' },
  });
  const summary = toErrorSummaryItems(errors, ORDER);
  usePageTitle(TITLE, { error: summary.length > 0 || !!serverError });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSent((await olvideClave(values)).message);
    } catch (error) {
      // The spec's toast, plus what stays next to the form: the server's reason for the e-mail under
      // its field, anything else (too many requests, no connection) in the alert above it.
      setServerError(placeRefusal(error, ORDER, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={serverError ? 'olvido-error' : undefined}>
      <ErrorSummary attempt={submitCount} errors={summary} />
      <FormAlert id="olvido-error" message={serverError} />
      <Stack gap="5" mb="6">
        <FormField id="email" label="Correo" errorText={errors.email?.message} required>
          <Input {...register('email')} type="email" autoComplete="username" spellCheck={false} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Enviando…">Enviar enlace</Button>
      </Stack>
    </form>
  );
}
