import type { TotpEnrolment as Enrolment } from '@sello/shared-api/staff';
import { Box, Button, ErrorState, Heading, HStack, Image, List, LoadingState, Stack, Text, useAsync } from '@sello/shared-ui';
import { FormField, Input } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { placeRefusal } from '../lib/save-error';

/**
 * The longest an authenticator's code field takes: authenticator apps show the six digits in groups
 * ('517 909', '51 79 09'), and a pasted code keeps its spaces, tabs and line ends (a limit of 6 cut
 * it to '517 90'; one of 9, a code copied with spaces around it). Spaces are removed before the code
 * is checked or sent; the limit only stops a paste of unrelated text.
 */
export const TOTP_INPUT_MAX = 24;

export interface TotpEnrolmentProps {
  start: () => Promise<Enrolment>;
  /** Checks the first code; answers the recovery codes, shown this once. */
  confirm: (codigo: string) => Promise<{ codigos_recuperacion: string[] }>;
  /** After the person has seen the recovery codes. */
  onDone: () => void;
  doneLabel?: string;
}

/** Enrolment of an authenticator: QR code and the secret as text, a first code, then the recovery codes once. */
export function TotpEnrolment({ start, confirm, onDone, doneLabel = 'Ya guardé mis códigos' }: TotpEnrolmentProps) {
  const enrolment = useAsync(() => start(), []);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (codes) codesRef.current?.focus();
  }, [codes]);

  if (enrolment.error) return <ErrorState message={enrolment.error.message} onRetry={enrolment.reload} />;
  if (!enrolment.data) return <LoadingState />;

  if (codes) {
    return (
      <Stack gap="4">
        <Heading as="h2" textStyle="xl" ref={codesRef} tabIndex={-1}>Tus códigos de recuperación</Heading>
        <Text>Guárdalos en un lugar seguro: cada uno permite ingresar una vez si pierdes tu teléfono. No se volverán a mostrar.</Text>
        <List.Root ps="5" fontFamily="mono" data-testid="codigos-recuperacion">
          {codes.map((value) => <List.Item key={value}>{value}</List.Item>)}
        </List.Root>
        <Button alignSelf="flex-start" onClick={onDone}>{doneLabel}</Button>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(entered)) {
      setFieldError('Ingresa los 6 dígitos de tu aplicación de autenticación.');
      return;
    }
    setFieldError(null);
    setServerError(null);
    setBusy(true);
    try {
      setCodes((await confirm(entered)).codigos_recuperacion);
    } catch (error) {
      // 'El código no es válido.' under the field, not only 'Los datos enviados no son válidos.' above it.
      setServerError(placeRefusal(error, ['codigo'] as const, (_field, message) => setFieldError(message)));
    } finally {
      setBusy(false);
    }
  };

  const { qr_svg: qr, secreto } = enrolment.data;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text>1. Escanea este código QR con tu aplicación de autenticación (por ejemplo, Google Authenticator, Microsoft Authenticator o FreeOTP).</Text>
        <Box bg="white" p="2" alignSelf="flex-start" borderRadius="md">
          <Image src={qr} alt="Código QR para agregar la cuenta del Sello a tu aplicación de autenticación" w="48" h="48" />
        </Box>
        <Text>Si no puedes escanearlo, escribe esta clave en la aplicación:</Text>
        <Text as="code" data-testid="totp-secreto" fontFamily="mono" fontSize="md" p="2" bg="bg.muted" borderRadius="sm" alignSelf="flex-start" wordBreak="break-all">{secreto}</Text>
        <Text>2. Ingresa el código de 6 dígitos que muestra la aplicación.</Text>
        <FormAlert id="enrolment-error" message={serverError} />
        <FormField id="totp-enrolment" label="Código de verificación" errorText={fieldError} required>
          <Input value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_INPUT_MAX} />
        </FormField>
        <HStack>
          <Button type="submit" loading={busy} loadingText="Verificando…">Activar verificación en dos pasos</Button>
        </HStack>
      </Stack>
    </form>
  );
}
