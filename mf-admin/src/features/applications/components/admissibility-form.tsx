import type { AdminPostulacionDetalle, DocumentoRevision } from '@sello/shared-api';
import { revisarAdmisibilidad } from '@sello/shared-api/staff';
import { Box, Button, chakra, formatDate, Heading, notify, Stack, Text } from '@sello/shared-ui';
import { ErrorSummary, Fieldset, FormField, Input, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { RequiredChoice } from '../../admin-core/components/required-choice';
import { useSaveForm } from '../../admin-core/lib/save-form';
import { applicationTitle } from '../lib/page-titles';

type Outcome = 'Admisible' | 'Inadmisible' | 'Observada';
interface DocState { cumple: boolean; observacion: string }

/** The server's field names too (422), in the form's order. */
const ORDER = ['documentos', 'resultado', 'motivo', 'plazo_respuesta'] as const;

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'Admisible', label: 'Admisible' },
  { value: 'Inadmisible', label: 'Inadmisible' },
  { value: 'Observada', label: 'Observaciones (devolver a la institución)' },
];

/**
 * Stage 1: per document 'cumple' or an observation; then Admisible, Inadmisible (reason) or Observaciones
 * (deadline). After an observation deadline passed unanswered, the same choice again: a decision with the
 * files received, or the observations with a new deadline.
 */
export function AdmissibilityForm({ detail, onDone }: { detail: AdminPostulacionDetalle; onDone: (next: AdminPostulacionDetalle) => void }) {
  const [docs, setDocs] = useState<Record<string, DocState>>(() =>
    Object.fromEntries(detail.documentos.map((doc) => [doc.clave, { cumple: true, observacion: '' }])));
  const [resultado, setResultado] = useState<Outcome | ''>('');
  const [motivo, setMotivo] = useState('');
  const [plazo, setPlazo] = useState('');
  const { errors, serverError, busy, summary, attempt, submit } = useSaveForm(applicationTitle(detail), ORDER);
  const afterDeadline = detail.estado === 'Observada';

  const update = (doc: DocumentoRevision, next: Partial<DocState>) => setDocs((prev) => ({ ...prev, [doc.clave]: { ...prev[doc.clave]!, ...next } }));

  // The document the summary's 'documentos' error leads to: the first without its observation, else the first.
  const missingObservation = detail.documentos.find((doc) => docs[doc.clave]?.cumple === false && !docs[doc.clave]?.observacion.trim());
  const fieldId = {
    documentos: missingObservation ? `obs-${missingObservation.clave}` : `doc-${detail.documentos[0]?.clave ?? ''}-no`,
    resultado: 'admisibilidad-resultado-Admisible', motivo: 'admisibilidad-motivo', plazo_respuesta: 'admisibilidad-plazo',
  };

  const onSubmit = () => {
    const found: Partial<Record<(typeof ORDER)[number], string>> = {};
    if (missingObservation) found.documentos = 'Escribe la observación de cada documento que no cumple.';
    else if (resultado === 'Observada' && detail.documentos.every((doc) => docs[doc.clave]?.cumple !== false)) found.documentos = 'Marca al menos un documento con observación.';
    if (!resultado) found.resultado = 'Elige un resultado de admisibilidad.';
    if (resultado === 'Inadmisible' && !motivo.trim()) found.motivo = 'Indica el motivo de la inadmisibilidad.';
    if (resultado === 'Observada' && !plazo) found.plazo_respuesta = 'Indica el plazo de respuesta.';
    void submit(found, async () => {
      if (!resultado) return;
      const next = await revisarAdmisibilidad(detail.id, {
        resultado,
        documentos: detail.documentos.map((doc) => ({ clave: doc.clave, cumple: docs[doc.clave]!.cumple, observacion: docs[doc.clave]!.observacion.trim() || undefined })),
        motivo: motivo.trim() || undefined,
        plazo_respuesta: resultado === 'Observada' ? plazo : undefined,
      });
      notify({ type: 'success', title: `Postulación ${next.estado === 'Observada' ? 'devuelta con observaciones' : `declarada ${next.estado.toLowerCase()}`}.` });
      onDone(next);
    });
  };

  return (
    <Box as="section" aria-labelledby="admisibilidad-titulo" mb="8">
      <Heading as="h2" id="admisibilidad-titulo" textStyle="xl" mb="3">Revisión de admisibilidad</Heading>
      {afterDeadline ? (
        <Text mb="3">
          {`El plazo para responder las observaciones venció${detail.plazo_respuesta ? ` el ${formatDate(detail.plazo_respuesta)}` : ''} sin que la institución reenviara la postulación. Decide la admisibilidad con los documentos recibidos, o vuelve a enviar las observaciones con un plazo nuevo.`}
        </Text>
      ) : null}
      <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <ErrorSummary attempt={attempt} errors={summary.map((item) => ({ ...item, id: fieldId[item.id] }))} />
        <FormAlert id="admisibilidad-error" message={serverError} />
        <Stack gap="4" mb="4">
          {detail.documentos.map((doc) => (
            <Fieldset.Root key={doc.clave} borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
              <Fieldset.Legend fontWeight="semibold">{doc.nombre}</Fieldset.Legend>
              <Stack gap="2" mt="2">
                <chakra.label display="flex" gap="2" alignItems="center">
                  <chakra.input type="radio" boxSize="5" name={`doc-${doc.clave}`} checked={docs[doc.clave]?.cumple === true} onChange={() => update(doc, { cumple: true })} />
                  Cumple
                </chakra.label>
                <chakra.label display="flex" gap="2" alignItems="center">
                  <chakra.input type="radio" id={`doc-${doc.clave}-no`} boxSize="5" name={`doc-${doc.clave}`} checked={docs[doc.clave]?.cumple === false} onChange={() => update(doc, { cumple: false })} />
                  No cumple (con observación)
                </chakra.label>
                {docs[doc.clave]?.cumple === false ? (
                  <FormField id={`obs-${doc.clave}`} label={`Observación sobre ${doc.nombre}`} required
                    errorText={errors.documentos && !docs[doc.clave]!.observacion.trim() ? errors.documentos : undefined}>
                    <Textarea rows={2} value={docs[doc.clave]!.observacion} onChange={(event) => update(doc, { observacion: event.target.value })} />
                  </FormField>
                ) : null}
              </Stack>
            </Fieldset.Root>
          ))}
        </Stack>
        <RequiredChoice legend="Resultado" mb="4" errorText={errors.resultado}>
          {OUTCOMES.map((outcome) => (
            <chakra.label key={outcome.value} display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" id={`admisibilidad-resultado-${outcome.value}`} boxSize="5" name="resultado-admisibilidad" value={outcome.value} checked={resultado === outcome.value} onChange={() => setResultado(outcome.value)} />
              {outcome.label}
            </chakra.label>
          ))}
        </RequiredChoice>
        {resultado === 'Inadmisible' ? (
          <FormField id="admisibilidad-motivo" label="Motivo de la inadmisibilidad" required helperText="La institución verá este motivo." errorText={errors.motivo}>
            <Textarea rows={3} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
          </FormField>
        ) : null}
        {resultado === 'Observada' ? (
          <FormField id="admisibilidad-plazo" label="Plazo de respuesta" required errorText={errors.plazo_respuesta}>
            <Input type="date" maxW="14rem" value={plazo} onChange={(event) => setPlazo(event.target.value)} />
          </FormField>
        ) : null}
        <Text my="3" textStyle="sm">La institución recibirá la carta de resultado cuando la envíes desde la sección Cartas.</Text>
        <Button type="submit" loading={busy}>Registrar admisibilidad</Button>
      </chakra.form>
    </Box>
  );
}
