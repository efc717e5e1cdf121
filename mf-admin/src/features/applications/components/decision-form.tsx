import type { AdminPostulacionDetalle } from '@sello/shared-api';
import { decidirPostulacion } from '@sello/shared-api/staff';
import { Box, Button, chakra, Heading, notify } from '@sello/shared-ui';
import { ConfirmDialog, ErrorSummary, FormField, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { RequiredChoice } from '../../admin-core/components/required-choice';
import { useAskFirst } from '../../admin-core/lib/ask-first';
import { useSaveForm } from '../../admin-core/lib/save-form';
import { applicationTitle } from '../lib/page-titles';

const ORDER = ['resultado', 'motivo'] as const;
/** Where each error's link in the summary leads: the first choice of the group, the reason's field. */
const FIELD_ID: Record<(typeof ORDER)[number], string> = { resultado: 'decision-resultado-Aprobada', motivo: 'decision-motivo' };

/** Aprobada or Rechazada (reason required) once every requirement is consolidated; the letter waits as a draft. */
export function DecisionForm({ detail, onDone }: { detail: AdminPostulacionDetalle; onDone: (next: AdminPostulacionDetalle) => void }) {
  const [resultado, setResultado] = useState<'Aprobada' | 'Rechazada' | ''>('');
  const [motivo, setMotivo] = useState('');
  const form = useSaveForm(applicationTitle(detail), ORDER);
  const { errors, serverError, busy, summary, attempt } = form;
  // A decision cannot be changed afterwards: 'Registrar decisión' (and Enter in the form) asks first.
  const { asking, ask, cancel, confirm } = useAskFirst(form);

  const onSubmit = () => {
    const found: Partial<Record<(typeof ORDER)[number], string>> = {};
    if (!resultado) found.resultado = 'Elige Aprobada o Rechazada.';
    if (resultado === 'Rechazada' && !motivo.trim()) found.motivo = 'Indica el motivo del rechazo.';
    ask(found);
  };

  // The last attempt's errors were about the other choice (a rejection's missing reason): they go with it.
  const choose = (value: 'Aprobada' | 'Rechazada') => {
    setResultado(value);
    if (summary.length > 0) form.clear();
  };

  const decide = () => confirm(async () => {
    if (!resultado) return;
    const next = await decidirPostulacion(detail.id, { resultado, motivo: motivo.trim() || undefined });
    notify({ type: 'success', title: `Postulación ${next.estado.toLowerCase()}. La carta quedó como borrador.` });
    onDone(next);
  });

  return (
    <Box as="section" aria-labelledby="decision-titulo" mb="8">
      <Heading as="h2" id="decision-titulo" textStyle="xl" mb="3">Decisión</Heading>
      <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <ErrorSummary attempt={attempt} errors={summary.map((item) => ({ ...item, id: FIELD_ID[item.id] }))} />
        <FormAlert id="decision-error" message={serverError} />
        <RequiredChoice legend="Resultado" mb="4" errorText={errors.resultado}>
          {(['Aprobada', 'Rechazada'] as const).map((value) => (
            <chakra.label key={value} display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" id={`decision-resultado-${value}`} boxSize="5" name="resultado-final" checked={resultado === value} onChange={() => choose(value)} />
              {value}
            </chakra.label>
          ))}
        </RequiredChoice>
        <FormField id="decision-motivo" label={resultado === 'Rechazada' ? 'Motivo del rechazo' : 'Fundamento (opcional al aprobar)'} required={resultado === 'Rechazada'} errorText={errors.motivo}>
          <Textarea rows={3} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
        </FormField>
        <Button type="submit" mt="4">Registrar decisión</Button>
        <ConfirmDialog
          open={asking}
          title="¿Registrar la decisión?"
          confirmLabel="Registrar decisión"
          tone="neutral"
          busy={busy}
          onCancel={cancel}
          onConfirm={decide}
        >
          {`La postulación quedará ${resultado.toLowerCase()} y la decisión no se podrá cambiar. La carta a la institución quedará como borrador, para revisarla antes de enviarla.`}
        </ConfirmDialog>
      </chakra.form>
    </Box>
  );
}
