import { valibotResolver } from '@hookform/resolvers/valibot';
import { changePasswordSchema, type ChangePasswordInput } from '@sello/shared-api/schemas';
import { cambiarClave, confirmarSegundoFactor, getMiCuenta, iniciarSegundoFactor } from '@sello/shared-api/staff';
import { Button, Heading, notify, PageHeading, Stack, Text, useAsync, usePageTitle } from '@sello/shared-ui';
import { ErrorSummary, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AsyncBlock } from '../../admin-core/components/admin-page';
import { TotpEnrolment } from '../../admin-core/components/totp-enrolment';
import { FormNotice } from '../../admin-core/components/form-alert';
import { placeRefusal } from '../../admin-core/lib/save-error';
import { NEW_PASSWORD_HINT } from '../lib/password-hint';

const TITLE = 'Mi cuenta';

/** /admin/cuenta (admins and reviewers): change one's own password, enrol the second factor. */
export function MyAccountPage() {
  const account = useAsync(() => getMiCuenta(), []);
  const [enrolling, setEnrolling] = useState(false);
  // The enrolment replaces 'Activar verificación en dos pasos' under the person's focus: focus goes to the section's heading.
  useEffect(() => {
    if (enrolling) document.getElementById('dos-pasos')?.focus();
  }, [enrolling]);
  return (
    <Stack gap="10" maxW="3xl">
      <PageHeading mb="0">{TITLE}</PageHeading>
      <AsyncBlock state={account}>
        {({ user, segundo_factor: factor }) => (
          <>
            <Text>{user.name} {user.lastname} · {user.email}</Text>
            <Stack as="section" aria-labelledby="dos-pasos" gap="4">
              <Heading as="h2" id="dos-pasos" tabIndex={-1} textStyle="xl">Verificación en dos pasos</Heading>
              {factor.inscrito ? (
                <Text>Activada. Te quedan {factor.codigos_restantes} códigos de recuperación.</Text>
              ) : enrolling ? (
                <TotpEnrolment
                  start={iniciarSegundoFactor}
                  confirm={(codigo) => confirmarSegundoFactor({ codigo })}
                  onDone={() => {
                    // The recovery codes and 'Ya guardé mis códigos' stay until the account is reloaded
                    // (then 'Activada' replaces them; `enrolling` is not reset, or the old 'Aún no está
                    // activada' would show meanwhile). Focus, on the button about to go, goes to the heading.
                    document.getElementById('dos-pasos')?.focus();
                    notify({ type: 'success', title: 'Verificación en dos pasos activada.' });
                    account.reload();
                  }}
                />
              ) : (
                <>
                  <Text>{factor.requerido ? 'Este portal la exige para el equipo.' : 'Aún no está activada. Protege tu cuenta aunque alguien conozca tu clave.'}</Text>
                  <Button alignSelf="flex-start" onClick={() => setEnrolling(true)}>Activar verificación en dos pasos</Button>
                </>
              )}
            </Stack>
            <ChangePassword />
          </>
        )}
      </AsyncBlock>
    </Stack>
  );
}

const PASSWORD_ORDER = ['current_password', 'password', 'password_confirmation'] as const;
const CHANGE_ID = 'cambiar-clave-enviar';

function ChangePassword() {
  const [serverError, setServerError] = useState<string | null>(null);
  // 'Tu clave fue actualizada…' stays in the emptied form: nothing else shows the change.
  const [changed, setChanged] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting, submitCount } } = useForm<ChangePasswordInput>({
    resolver: valibotResolver(changePasswordSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  // A refusal that belongs to no field is the summary's last line, linked to the button that retries.
  const summary = [...toErrorSummaryItems(errors, PASSWORD_ORDER), ...(serverError ? [{ id: CHANGE_ID, message: serverError }] : [])];
  usePageTitle(TITLE, { error: summary.length > 0 });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setChanged(null);
    try {
      setChanged((await cambiarClave(values)).message);
      reset();
    } catch (error) {
      // 'La clave actual no es correcta.' under Clave actual, not only 'Los datos enviados no son válidos.'.
      setServerError(placeRefusal(error, PASSWORD_ORDER, (field, message) => setError(field, { type: 'server', message })));
    }
  });
  return (
    <Stack as="section" aria-labelledby="cambiar-clave" gap="4">
      <Heading as="h2" id="cambiar-clave" textStyle="xl">Cambiar mi clave</Heading>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary attempt={submitCount} errors={summary} />
        <FormNotice message={changed} />
        <Stack gap="5">
          <FormField id="current_password" label="Clave actual" errorText={errors.current_password?.message} required>
            <Input {...register('current_password')} type="password" autoComplete="current-password" />
          </FormField>
          <FormField id="password" label="Nueva clave" helperText={NEW_PASSWORD_HINT} errorText={errors.password?.message} required>
            <Input {...register('password')} type="password" autoComplete="new-password" />
          </FormField>
          <FormField id="password_confirmation" label="Repite la nueva clave" errorText={errors.password_confirmation?.message} required>
            <Input {...register('password_confirmation')} type="password" autoComplete="new-password" />
          </FormField>
          <Button id={CHANGE_ID} type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Guardando…">Cambiar clave</Button>
        </Stack>
      </form>
    </Stack>
  );
}
