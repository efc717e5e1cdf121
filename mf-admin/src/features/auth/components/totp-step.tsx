import { UNEXPECTED_ERROR_MESSAGE } from '@sello/shared-api';
import { staffLoginCodigo, type StaffSessionAnswer } from '@sello/shared-api/staff';
import { Button, HStack, notify, Stack, Text, usePageTitle } from '@sello/shared-ui';
import { FormField, Input } from '@sello/shared-ui/widgets';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { TOTP_INPUT_MAX } from '../../admin-core/components/totp-enrolment';

type Mode = 'code' | 'recovery';

const CODE_RE = /^\d{6}$/;

/** The second step of the staff sign-in: the authenticator's six digits, or one recovery code. */
export function TotpStep({ challenge, onSignedIn, onCancel }: {
  challenge: string;
  onSignedIn: (session: StaffSessionAnswer) => void;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  usePageTitle('Iniciar sesión', { error: !!fieldError || !!serverError });
  // The password step gave way to this one under the person's focus: bring it to the code field.
  useEffect(() => inputRef.current?.focus(), []);

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setFieldError(null);
    setServerError(null);
    // The field changes under the person's focus: send them to the new one.
    queueMicrotask(() => inputRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = value.replace(/\s+/g, '');
    if (mode === 'code' && !CODE_RE.test(entered)) {
      setFieldError('Ingresa los 6 dígitos de tu aplicación de autenticación.');
      inputRef.current?.focus();
      return;
    }
    if (mode === 'recovery' && entered.length < 6) {
      setFieldError('Ingresa uno de tus códigos de recuperación.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    setBusy(true);
    try {
      onSignedIn(await staffLoginCodigo({ challenge, codigo: entered }));
    } catch (error) {
      const message = error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
      // The reason is in the alert next to the field; the toast does not repeat it (heard twice).
      notify({ type: 'error', title: UNEXPECTED_ERROR_MESSAGE });
      setServerError(message);
      setValue('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const isCode = mode === 'code';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Text mb="4" id={hintId}>
        {isCode
          ? 'Tu cuenta tiene verificación en dos pasos. Abre tu aplicación de autenticación e ingresa el código de 6 dígitos.'
          : 'Ingresa uno de los códigos de recuperación que guardaste al activar la verificación en dos pasos. Cada código sirve una sola vez.'}
      </Text>
      <FormAlert id="totp-error" message={serverError} />
      <Stack gap="5">
        <FormField id="totp" label={isCode ? 'Código de verificación' : 'Código de recuperación'} errorText={fieldError} required>
          <Input
            ref={inputRef}
            name="totp"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={isCode ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            maxLength={isCode ? TOTP_INPUT_MAX : 32}
            spellCheck={false}
          />
        </FormField>
        <HStack gap="4" flexWrap="wrap">
          <Button type="submit" loading={busy} loadingText="Verificando…">
            Continuar
          </Button>
          <Button type="button" variant="outline" onClick={switchMode}>
            {isCode ? 'Usar un código de recuperación' : 'Usar el código de la aplicación'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Volver
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
