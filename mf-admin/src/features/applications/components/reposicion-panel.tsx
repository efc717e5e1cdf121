import type { AdminPostulacionDetalle } from '@sello/shared-api';
import { downloadArchivo, resolverReposicion } from '@sello/shared-api/staff';
import { Box, Button, chakra, formatDate, Heading, Link, notify, RouterLink, Text } from '@sello/shared-ui';
import { ConfirmDialog, ErrorSummary, FileViewer, FormField, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { RequiredChoice } from '../../admin-core/components/required-choice';
import { useAskFirst } from '../../admin-core/lib/ask-first';
import { useSaveForm } from '../../admin-core/lib/save-form';
import { applicationTitle } from '../lib/page-titles';

const ORDER = ['aceptada', 'motivo'] as const;
const FIELD_ID: Record<(typeof ORDER)[number], string> = { aceptada: 'reposicion-acoger', motivo: 'reposicion-motivo' };

/** The applicant's reposición and, for an admin other than the one who decided, its resolution. */
export function ReposicionPanel({ detail, onDone }: { detail: AdminPostulacionDetalle; onDone: (next: AdminPostulacionDetalle) => void }) {
  const reposicion = detail.reposicion;
  const [aceptada, setAceptada] = useState<boolean | null>(null);
  const [motivo, setMotivo] = useState('');
  const form = useSaveForm(applicationTitle(detail), ORDER);
  const { errors, serverError, busy, summary, attempt } = form;
  // A resolution cannot be changed afterwards: 'Resolver reposición' (and Enter in the form) asks first.
  const { asking, ask, cancel, confirm } = useAskFirst(form);
  if (!reposicion) return null;
  const canResolve = detail.acciones.includes('resolver_reposicion');

  const onSubmit = () => {
    const found: Partial<Record<(typeof ORDER)[number], string>> = {};
    if (aceptada === null) found.aceptada = 'Indica si acoges o rechazas la reposición.';
    if (!motivo.trim()) found.motivo = 'Indica el fundamento de la resolución.';
    ask(found);
  };

  const resolve = () => confirm(async () => {
    if (aceptada === null) return;
    const next = await resolverReposicion(detail.id, { aceptada, motivo });
    notify({ type: 'success', title: 'Reposición resuelta. La carta quedó como borrador.' });
    onDone(next);
  });

  return (
    <Box as="section" aria-labelledby="reposicion-titulo" mb="8">
      <Heading as="h2" id="reposicion-titulo" textStyle="xl" mb="3">Recurso de reposición</Heading>
      <Text mb="1">{`Presentado el ${formatDate(reposicion.created_at)} contra la decisión ${reposicion.desde}.`}</Text>
      <Text mb="2" whiteSpace="pre-wrap">{`Motivo: ${reposicion.motivo}`}</Text>
      {reposicion.archivo ? <Box mb="3"><FileViewer file={reposicion.archivo} label="Archivo de la reposición" load={downloadArchivo} /></Box> : null}
      {reposicion.resuelta_at ? (
        <Text>{`Resuelta el ${formatDate(reposicion.resuelta_at)}${reposicion.resuelta_por ? ` por ${reposicion.resuelta_por.nombre}` : ''}: ${reposicion.aceptada ? 'acogida' : 'rechazada'}. ${reposicion.motivo_resolucion ?? ''}`}</Text>
      ) : canResolve ? (
        <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
          <ErrorSummary attempt={attempt} errors={summary.map((item) => ({ ...item, id: FIELD_ID[item.id] }))} />
          <FormAlert id="reposicion-error" message={serverError} />
          <RequiredChoice legend="Resolución" mb="3" errorText={errors.aceptada}>
            <chakra.label display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" id="reposicion-acoger" boxSize="5" name="reposicion" checked={aceptada === true} onChange={() => setAceptada(true)} />
              Acoger (vuelve a revisión)
            </chakra.label>
            <chakra.label display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" boxSize="5" name="reposicion" checked={aceptada === false} onChange={() => setAceptada(false)} />
              Rechazar (la decisión queda firme)
            </chakra.label>
          </RequiredChoice>
          <FormField id="reposicion-motivo" label="Fundamento de la resolución" required errorText={errors.motivo}>
            <Textarea rows={3} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
          </FormField>
          <Button type="submit" mt="3">Resolver reposición</Button>
          <ConfirmDialog
            open={asking}
            title="¿Resolver la reposición?"
            confirmLabel="Resolver reposición"
            tone="neutral"
            busy={busy}
            onCancel={cancel}
            onConfirm={resolve}
          >
            {`La reposición quedará ${aceptada ? 'acogida' : 'rechazada'} y la resolución no se podrá cambiar. La carta a la institución quedará como borrador, para revisarla antes de enviarla.`}
          </ConfirmDialog>
        </chakra.form>
      ) : (
        <Text>
          {`Pendiente de resolución. Debe resolverla una persona administradora distinta de quien decidió${detail.decidida_por ? ` (${detail.decidida_por.nombre})` : ''}. `}
          {/* A portal with one admin cannot resolve it until a second one exists. */}
          Si no hay otra persona administradora activa, <Link asChild textDecoration="underline"><RouterLink to="/admin/panel/usuarios">invítala desde Usuarios</RouterLink></Link>.
        </Text>
      )}
    </Box>
  );
}
