import type { AdminPostulacionDetalle, Correo } from '@sello/shared-api';
import { enviarCorreos, updateCarta } from '@sello/shared-api/staff';
import { Box, Button, chakra, formatDate, Heading, HStack, notify, Stack, Text } from '@sello/shared-ui';
import { ConfirmDialog, ErrorSummary, FormField, Input, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useAskFirst } from '../../admin-core/lib/ask-first';
import { useSaveForm } from '../../admin-core/lib/save-form';
import { MAIL_STATE_LABEL } from '../lib/mail-labels';

// The letters of an appealable decision: the applicant's reposición days count from their sending.
const OPENS_REPOSICION = new Set(['carta-inadmisible', 'carta-rechazada']);

const ORDER = ['asunto', 'cuerpo'] as const;

function DraftLetter({ carta, onChange }: { carta: Correo; onChange: () => void }) {
  const [asunto, setAsunto] = useState(carta.asunto);
  const [cuerpo, setCuerpo] = useState(carta.cuerpo);
  // The page's PageTitle holds the title: this form only says whether it shows errors.
  const form = useSaveForm(null, ORDER);
  const { errors, serverError, busy, summary, attempt, submit } = form;
  const [action, setAction] = useState<'guardar' | 'enviar'>('guardar');
  // 'Enviar carta' asks first: a sent letter cannot be recalled, and a decision's letter starts the
  // institution's days for a reposición.
  const { asking, ask, cancel, confirm } = useAskFirst(form);
  const base = `carta-${carta.id}`;

  // The API's own rules (its reasons, word for word), checked before anything is sent or asked.
  const check = () => {
    const found: Partial<Record<(typeof ORDER)[number], string>> = {};
    if (!asunto.trim()) found.asunto = 'El asunto es requerido.';
    if (!cuerpo.trim()) found.cuerpo = 'El texto de la carta es requerido.';
    return found;
  };

  const save = () => {
    setAction('guardar');
    void submit(check(), async () => {
      await updateCarta(carta.id, { asunto, cuerpo });
      notify({ type: 'success', title: 'Carta guardada.' });
      onChange();
    });
  };

  const send = () => {
    setAction('enviar');
    confirm(async () => {
      await updateCarta(carta.id, { asunto, cuerpo });
      const answer = await enviarCorreos({ ids: [carta.id] });
      notify({ type: answer.fallidos > 0 ? 'error' : 'success', title: answer.message });
      onChange();
    });
  };

  return (
    // Enter in Asunto saves the draft: sending is never one key press away.
    <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); save(); }} aria-labelledby={`${base}-titulo`}>
      <Heading as="h3" id={`${base}-titulo`} textStyle="md" mb="2">{`Borrador: ${carta.asunto}`}</Heading>
      <ErrorSummary attempt={attempt} errors={summary.map((item) => ({ ...item, id: `${base}-${item.id}` }))} />
      <FormAlert id={`${base}-error`} message={serverError} />
      <Text textStyle="sm" mb="2">{`Para ${carta.para}`}</Text>
      {OPENS_REPOSICION.has(carta.tipo) ? (
        <Text textStyle="sm" mb="2">El plazo de la institución para presentar un recurso de reposición empieza a correr cuando se envía esta carta.</Text>
      ) : null}
      <Stack gap="3">
        <FormField id={`${base}-asunto`} label="Asunto" required errorText={errors.asunto}>
          <Input value={asunto} onChange={(event) => setAsunto(event.target.value)} />
        </FormField>
        <FormField id={`${base}-cuerpo`} label="Texto de la carta" required errorText={errors.cuerpo}>
          <Textarea rows={12} value={cuerpo} onChange={(event) => setCuerpo(event.target.value)} />
        </FormField>
      </Stack>
      <HStack gap="3" mt="3" flexWrap="wrap">
        <Button type="submit" variant="outline" loading={busy && action === 'guardar'}>Guardar borrador</Button>
        <Button type="button" onClick={() => ask(check())}>Enviar carta</Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title="¿Enviar la carta?"
        confirmLabel="Enviar carta"
        tone="neutral"
        busy={busy && action === 'enviar'}
        onCancel={cancel}
        onConfirm={send}
      >
        {`Se enviará a ${carta.para} tal como está escrita y no se puede deshacer.`}
        {OPENS_REPOSICION.has(carta.tipo) ? ' El plazo de la institución para presentar un recurso de reposición empieza a correr al enviarla.' : ''}
      </ConfirmDialog>
    </chakra.form>
  );
}

/** 'Enviado el 20/11/2026'; a letter stored without a mail server has the date the applicant sees. */
function stateWithDate(carta: Correo): string {
  const at = carta.entregado_at;
  return `${MAIL_STATE_LABEL[carta.estado]}${at ? ` el ${formatDate(at)}` : ''}`;
}

/** The decision letters of this application: drafts are edited and sent here (or from the outbox). */
export function LettersPanel({ cartas, onChange }: { cartas: AdminPostulacionDetalle['cartas']; onChange: () => void }) {
  return (
    <Box as="section" aria-labelledby="cartas-titulo" mb="8">
      <Heading as="h2" id="cartas-titulo" textStyle="xl" mb="3">Cartas</Heading>
      {cartas.length === 0 ? <Text>Aún no hay cartas para esta postulación.</Text> : null}
      <Stack gap="4">
        {cartas.map((carta) => (
          <Box key={carta.id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
            {/* The reason comes from the API; an API older than this remote gives none. */}
            {carta.estado === 'borrador' && !carta.vigente ? (
              <>
                <Heading as="h3" textStyle="md" mb="1">{`Borrador sin enviar: ${carta.asunto}`}</Heading>
                <Text>{`No se puede enviar: esta carta ${carta.motivo_no_vigente ?? 'corresponde a una decisión que ya no está vigente'}.`}</Text>
              </>
            ) : carta.estado === 'borrador' ? (
              <DraftLetter carta={carta} onChange={onChange} />
            ) : (
              <>
                <Heading as="h3" textStyle="md" mb="1">{carta.asunto}</Heading>
                <Text textStyle="sm" mb="2">
                  {`Para ${carta.para} · ${stateWithDate(carta)}`}
                  {carta.error ? ` · ${carta.error}` : ''}
                </Text>
                <Text whiteSpace="pre-wrap">{carta.cuerpo}</Text>
              </>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
