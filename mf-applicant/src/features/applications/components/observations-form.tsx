import type { PostulanteRevision } from '@sello/shared-api';
import { reemplazarArchivoObservado, reenviarPostulacion } from '@sello/shared-api/applicant';
import { Box, Button, chakra, formatDate, Heading, HStack, notify, Text } from '@sello/shared-ui';
import { Alert, ConfirmDialog, ErrorSummary, FileInput, FormField } from '@sello/shared-ui/widgets';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, FileActions, PDF_HINT, pdfProblem, SAVED_MESSAGE, UploadProgress, useConfirmedSend, useFormSummary } from '../../applicant-core';
import { deadlinePassed } from '../lib/deadline';
import { STATUS_HEADING_ID } from './review-status';

/** Said while it is sent: on the page, and inside the confirmation dialog that hides the page from screen readers. */
const SENDING = 'Enviando archivos…';

type Observation = PostulanteRevision['observaciones'][number];
type Values = Record<string, FileList | null>;
type Intent = 'guardar' | 'reenviar';

export const OBSERVATIONS_HEADING_ID = 'observaciones-titulo';
export const RESENT_MESSAGE = 'Tu postulación volvió a revisión.';
const SUBMIT_ID = 'reenviar-postulacion';
const SAVE_ID = 'guardar-archivos';

const fieldName = (observation: Observation) => `archivo-observacion-${observation.id}`;

export interface ObservationsFormProps {
  postulacionId: number;
  revision: PostulanteRevision;
  /** The files or the status changed on the server: reload and move focus to `focusId`. */
  onChanged: (focusId: string) => void;
}

/**
 * Observada: each observed document with its observation, a file input to replace exactly that
 * document (nothing else can be changed), then 'Enviar a revisión'. After the deadline only the
 * observations are shown.
 */
export function ObservationsForm({ postulacionId, revision, onChanged }: ObservationsFormProps) {
  const { observaciones, plazo_respuesta: plazo } = revision;
  const closed = deadlinePassed(plazo);
  const intent = useRef<Intent>('reenviar');
  // A refusal of the whole request, linked from the summary to the button that sent it.
  const [serverError, setServerError] = useState<{ id: string; message: string } | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<Values>({ shouldFocusError: false });
  const { errors, submitCount } = formState;
  const order = observaciones.map(fieldName);
  const summary = useFormSummary('Postulación', errors, order, submitCount, serverError ? [serverError] : []);

  const chosen = (observation: Observation) => getValues(fieldName(observation))?.[0] ?? null;
  const validate = (observation: Observation) => (files: FileList | null) => {
    const file = files?.[0];
    if (file) return pdfProblem(file) ?? true;
    if (intent.current === 'reenviar' && !observation.reemplazado) return `Adjunta el nuevo archivo de ${observation.documento}.`;
    if (intent.current === 'guardar' && observation === observaciones[0] && !observaciones.some(chosen)) {
      return 'Elige al menos un archivo para reemplazar.';
    }
    return true;
  };

  // Sending back to review cannot be undone: a valid 'Enviar a revisión' asks first, and the files and
  // the sending go out from the dialog. 'Guardar archivos' saves at once.
  const answer = useConfirmedSend(async (values: Values) => {
    setServerError(null);
    let current: Observation | null = null;
    try {
      for (const observation of observaciones) {
        const file = values[fieldName(observation)]?.[0];
        if (!file) continue;
        current = observation;
        await reemplazarArchivoObservado(postulacionId, observation.id, file);
      }
      current = null;
      if (intent.current === 'reenviar') await reenviarPostulacion(postulacionId);
    } catch (error) {
      const fieldMessage = fieldErrorsOf(error).archivo;
      if (current && fieldMessage) setError(fieldName(current), { message: fieldMessage });
      else {
        const message = error instanceof Error ? error.message : 'Ha ocurrido un error inesperado.';
        setServerError({ id: intent.current === 'guardar' ? SAVE_ID : SUBMIT_ID, message });
      }
      return false;
    }
    if (intent.current === 'reenviar') {
      notify({ type: 'success', title: RESENT_MESSAGE });
      onChanged(STATUS_HEADING_ID);
    } else {
      notify({ type: 'success', title: SAVED_MESSAGE });
      onChanged(OBSERVATIONS_HEADING_ID);
    }
    return true;
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    if (intent.current === 'reenviar') answer.ask(values);
    else await answer.sendNow(values);
  });

  return (
    <Box as="section" aria-labelledby={OBSERVATIONS_HEADING_ID} mb="8">
      <Heading as="h2" id={OBSERVATIONS_HEADING_ID} tabIndex={-1} textStyle="xl" mb="3">Observaciones</Heading>
      {closed ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`El plazo para responder las observaciones venció el ${formatDate(plazo)}.`}</Alert.Title>
            <Alert.Description>
              Ya no puedes reemplazar los documentos observados. Si necesitas ayuda, llama al equipo del Sello Chile Inclusivo al{' '}
              {/* The number of the portal's footer (shell/src/layout/site-footer.tsx): help said the same way everywhere. */}
              <chakra.a href="tel:6003603333" textDecoration="underline">600 360 33 33</chakra.a>.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Text mb="4">
          <strong>{`Plazo para responder: ${formatDate(plazo)}.`}</strong>{' '}
          Reemplaza cada documento observado por una versión corregida en PDF y luego envía la postulación a revisión. Los demás documentos no se pueden modificar.
        </Text>
      )}
      <ErrorSummary attempt={submitCount} errors={summary} />
      <chakra.form onSubmit={submit} noValidate aria-labelledby={OBSERVATIONS_HEADING_ID}>
        {observaciones.map((observation) => (
          <Box key={observation.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" mb="4">
            <Heading as="h3" textStyle="lg" mb="2">{observation.documento}</Heading>
            <Text mb="2" overflowWrap="anywhere"><strong>Observación:</strong> {observation.texto}</Text>
            {observation.archivo ? (
              <HStack gap="3" mb="3" flexWrap="wrap">
                <Text overflowWrap="anywhere">
                  <strong>{observation.reemplazado ? 'Archivo nuevo:' : 'Archivo observado:'}</strong> {observation.archivo.nombre_original}
                </Text>
                <FileActions file={observation.archivo} />
              </HStack>
            ) : null}
            {observation.reemplazado ? <Text mb="3" fontWeight="medium">Ya reemplazaste este documento.</Text> : null}
            {closed ? null : (
              <FormField
                id={fieldName(observation)}
                label={`${observation.reemplazado ? 'Cambiar el archivo nuevo de' : 'Nuevo archivo de'} ${observation.documento} (PDF)`}
                helperText={PDF_HINT}
                errorText={errors[fieldName(observation)]?.message}
                required={!observation.reemplazado}
              >
                <FileInput accept="application/pdf,.pdf" {...register(fieldName(observation), { validate: validate(observation) })} />
              </FormField>
            )}
          </Box>
        ))}
        {closed ? null : (
          <>
            {answer.sending ? <UploadProgress label={SENDING} /> : null}
            <HStack gap="3" mt="4" flexWrap="wrap">
              <Button
                id={SAVE_ID}
                type="submit"
                variant="outline"
                disabled={answer.sending}
                loading={answer.sending && intent.current === 'guardar'}
                onClick={() => (intent.current = 'guardar')}
              >
                Guardar archivos
              </Button>
              <Button
                id={SUBMIT_ID}
                type="submit"
                colorPalette="brand"
                disabled={answer.sending}
                loading={answer.sending && intent.current === 'reenviar'}
                loadingText="Enviando…"
                onClick={() => (intent.current = 'reenviar')}
                onFocus={answer.openerFocus}
              >
                Enviar a revisión
              </Button>
            </HStack>
            <ConfirmDialog {...answer.dialog} title="¿Enviar la postulación a revisión?" confirmLabel="Enviar a revisión" busyLabel={SENDING}>
              Al enviarla, el equipo revisa de nuevo la postulación con los archivos que reemplazaste y ya no podrás
              cambiarlos.
            </ConfirmDialog>
          </>
        )}
      </chakra.form>
    </Box>
  );
}
