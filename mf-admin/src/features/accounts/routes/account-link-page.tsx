import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError } from '@sello/shared-api';
import { setPasswordSchema, type SetPasswordInput } from '@sello/shared-api/schemas';
import { definirClave, getEnlaceCuenta } from '@sello/shared-api/staff';
import { Box, Button, ErrorState, Link, LoadingState, notify, PageHeading, RouterLink, Stack, Text, useAsync, useNavigate, usePageTitle, useSearchParams } from '@sello/shared-ui';
import { ErrorSummary, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeRefusal } from '../../admin-core/lib/save-error';
import { NEW_PASSWORD_HINT } from '../lib/password-hint';

type LinkKind = 'invitacion' | 'restablecer';

// From the route, not from the API's answer: a link that no longer works has no answer to name it.
const TITLES: Record<LinkKind, string> = { invitacion: 'Activar cuenta', restablecer: 'Restablecer clave' };

/** /admin/activar-cuenta: the invitation's link. */
export function ActivateAccountPage() {
  return <AccountLinkPage kind="invitacion" />;
}

/** /admin/restablecer-clave: the link of a password reset. */
export function ResetPasswordPage() {
  return <AccountLinkPage kind="restablecer" />;
}

/** The one-time link of an e-mail; the person chooses a password. */
function AccountLinkPage({ kind }: { kind: LinkKind }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const info = useAsync(() => getEnlaceCuenta({ token }), [token]);
  const title = TITLES[kind];
  // 404: unknown, used or expired; 422: no token or a malformed one. Anything else (network, server) is not the link's fault.
  const deadLink = info.error instanceof ApiError && (info.error.status === 404 || info.error.status === 422);
  return (
    <Box maxW="xl" mx="auto">
      <PageHeading>{title}</PageHeading>
      {deadLink ? <DeadLink kind={kind} /> : null}
      {info.error && !deadLink ? <ErrorState message={info.error.message} /> : null}
      {!info.error && !info.data ? <LoadingState /> : null}
      {info.data ? (
        <>
          <Text mb="6">
            {info.data.name} {info.data.lastname} ({info.data.email}): elige tu clave.
          </Text>
          <SetPasswordForm token={token} title={title} />
        </>
      ) : null}
    </Box>
  );
}

/**
 * What to do about a link that no longer works. A reset link can be asked for again by the person; an
 * invitation cannot (the reset request ignores an account that has no password yet): the administration re-sends it.
 */
function DeadLink({ kind }: { kind: LinkKind }) {
  return (
    <Stack gap="4" align="flex-start">
      <ErrorState
        message={kind === 'restablecer'
          ? 'El enlace no es válido o ya expiró. Cada enlace sirve una sola vez y por tiempo limitado.'
          : 'El enlace no es válido o ya expiró. Pide a la administración del Sello que te envíe de nuevo la invitación.'}
      />
      {kind === 'restablecer' ? (
        <Link asChild textDecoration="underline"><RouterLink to="/admin/olvide-clave">Pedir un nuevo enlace</RouterLink></Link>
      ) : null}
      <Link asChild textDecoration="underline"><RouterLink to="/admin/login">Ir a iniciar sesión</RouterLink></Link>
    </Stack>
  );
}

const SET_ORDER = ['password', 'password_confirmation'] as const;
const SET_ID = 'definir-clave-enviar';

function SetPasswordForm({ token, title }: { token: string; title: string }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<SetPasswordInput>({
    resolver: valibotResolver(setPasswordSchema),
    // Focus goes to the error summary (given submitCount: each failed submit takes focus there again), not the first field.
    shouldFocusError: false,
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  // A refusal that belongs to no field (the link expired meanwhile) is the summary's last line, linked to the button.
  const summary = [...toErrorSummaryItems(errors, SET_ORDER), ...(serverError ? [{ id: SET_ID, message: serverError }] : [])];
  usePageTitle(title, { error: summary.length > 0 });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await definirClave({ ...values, token });
      notify({ type: 'success', title: answer.message });
      navigate('/admin/login', { replace: true });
    } catch (error) {
      setServerError(placeRefusal(error, SET_ORDER, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={submitCount} errors={summary} />
      <Stack gap="5">
        {/* The rule as the field's hint: read with the field, not only in a paragraph above the form. */}
        <FormField
          id="password"
          label="Nueva clave"
          helperText={NEW_PASSWORD_HINT}
          errorText={errors.password?.message}
          required
        >
          <Input {...register('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField id="password_confirmation" label="Repite la nueva clave" errorText={errors.password_confirmation?.message} required>
          <Input {...register('password_confirmation')} type="password" autoComplete="new-password" />
        </FormField>
        <Button id={SET_ID} type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Guardando…">Guardar clave</Button>
        <Link asChild textDecoration="underline"><RouterLink to="/admin/login">Ir a iniciar sesión</RouterLink></Link>
      </Stack>
    </form>
  );
}
