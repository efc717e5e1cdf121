import type { AdminPostulacionDetalle } from '@sello/shared-api';
import { decidirPostulacion } from '@sello/shared-api/staff';
import { Box, Button, chakra, Heading, notify, Stack } from '@sello/shared-ui';
import { Alert, Fieldset, FormField, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';

/** Aprobada or Rechazada (reason required) once every requirement is consolidated; the letter waits as a draft. */
export function DecisionForm({ detail, onDone }: { detail: AdminPostulacionDetalle; onDone: (next: AdminPostulacionDetalle) => void }) {
  const [resultado, setResultado] = useState<'Aprobada' | 'Rechazada' | ''>('');
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!resultado) return setProblem('Elige Aprobada o Rechazada.');
    if (resultado === 'Rechazada' && !motivo.trim()) return setProblem('Indica el motivo del rechazo.');
    setSending(true);
    setProblem(null);
    try {
      const next = await decidirPostulacion(detail.id, { resultado, motivo: motivo.trim() || undefined });
      notify({ type: 'success', title: `Postulación ${next.estado.toLowerCase()}. La carta quedó como borrador.` });
      onDone(next);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
    return undefined;
  };

  return (
    <Box as="section" aria-labelledby="decision-titulo" mb="8">
      <Heading as="h2" id="decision-titulo" textStyle="xl" mb="3">Decisión</Heading>
      <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        {problem ? <Alert.Root status="error" role="alert" mb="4"><Alert.Indicator /><Alert.Title>{problem}</Alert.Title></Alert.Root> : null}
        <Fieldset.Root mb="4">
          <Fieldset.Legend fontWeight="semibold">Resultado</Fieldset.Legend>
          <Stack gap="2" mt="2">
            {(['Aprobada', 'Rechazada'] as const).map((value) => (
              <chakra.label key={value} display="flex" gap="2" alignItems="center">
                <chakra.input type="radio" boxSize="5" name="resultado-final" checked={resultado === value} onChange={() => setResultado(value)} />
                {value}
              </chakra.label>
            ))}
          </Stack>
        </Fieldset.Root>
        <FormField id="decision-motivo" label={resultado === 'Rechazada' ? 'Motivo del rechazo' : 'Fundamento (opcional al aprobar)'} required={resultado === 'Rechazada'}>
          <Textarea rows={3} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
        </FormField>
        <Button type="submit" mt="4" loading={sending}>Registrar decisión</Button>
      </chakra.form>
    </Box>
  );
}
