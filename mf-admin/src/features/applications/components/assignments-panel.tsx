import type { AdminPostulacionDetalle, Asignacion } from '@sello/shared-api';
import { quitarRevisor } from '@sello/shared-api/staff';
import { Box, Button, formatDate, Heading, notify } from '@sello/shared-ui';
import { Badge, ConfirmDialog, DataTable } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { applicationTitle } from '../lib/page-titles';
import { AssignReviewers } from './assign-reviewers';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useFormPageTitle } from '../../admin-core/lib/page-title';

const EVALUATION: Record<Asignacion['evaluacion'], string> = { pendiente: 'Pendiente', en_curso: 'En curso', enviada: 'Enviada' };

function declaration(row: Asignacion): string {
  if (!row.declaracion) return 'Sin declarar';
  if (row.declaracion.tipo === 'sin_conflicto') return `Sin conflicto de interés (${formatDate(row.declaracion.created_at)})`;
  return `Inhabilitado/a: ${row.declaracion.motivo ?? ''} (${formatDate(row.declaracion.created_at)})`;
}

/** Who reviews this application, their declarations and progress; remove and assign again (reassign). */
export function AssignmentsPanel({ detail, onChange }: { detail: AdminPostulacionDetalle; onChange: (next?: AdminPostulacionDetalle) => void }) {
  const [removing, setRemoving] = useState<number | null>(null);
  // A refused 'Quitar' stays above the reviewers (a toast is gone in 1.5 s).
  const [refused, setRefused] = useState<string | null>(null);
  // Removing a reviewer who has saved scores asks first (WCAG 3.3.4): those scores stop counting.
  const [asking, setAsking] = useState<Asignacion | null>(null);
  const canAssign = detail.acciones.includes('asignar');
  useFormPageTitle(null, refused !== null);

  const remove = async (row: Asignacion) => {
    setRemoving(row.revisor.id);
    setRefused(null);
    try {
      const next = await quitarRevisor(detail.id, row.revisor.id);
      notify({ type: 'success', title: `${row.revisor.nombre} ya no está asignado/a.` });
      onChange(next);
    } catch (error) {
      setRefused(errorMessage(error));
    } finally {
      setRemoving(null);
      setAsking(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="asignaciones-titulo" mb="8">
      <Heading as="h2" id="asignaciones-titulo" textStyle="xl" mb="3">Revisores y declaraciones</Heading>
      <FormAlert id="asignaciones-error" message={refused} />
      <DataTable
        caption="Revisores asignados"
        captionHidden
        columns={[
          { key: 'revisor', header: 'Revisor/a', cell: (row: Asignacion) => row.revisor.nombre },
          {
            key: 'plazo',
            header: 'Fecha límite',
            cell: (row: Asignacion) => (
              <>
                {formatDate(row.fecha_limite)}
                {row.vencida && row.evaluacion !== 'enviada' ? <Badge ms="2" colorPalette="red" variant="solid">Vencida</Badge> : null}
              </>
            ),
          },
          { key: 'declaracion', header: 'Declaración de conflicto de interés', cell: declaration },
          { key: 'evaluacion', header: 'Evaluación', cell: (row: Asignacion) => EVALUATION[row.evaluacion] },
          {
            key: 'acciones',
            header: 'Acciones',
            cell: (row: Asignacion) => (canAssign && row.evaluacion !== 'enviada' ? (
              <Button size="sm" variant="outline" loading={removing === row.revisor.id} onClick={() => (row.evaluacion === 'en_curso' ? setAsking(row) : void remove(row))}>
                Quitar<Box as="span" srOnly>{` a ${row.revisor.nombre}`}</Box>
              </Button>
            ) : '—'),
          },
        ]}
        rows={detail.asignaciones}
        getRowKey={(row) => row.id}
        rowTitle={(row) => row.revisor.nombre}
        emptyMessage="Aún no hay revisores asignados."
      />
      <ConfirmDialog
        open={asking !== null}
        title={`¿Quitar a ${asking?.revisor.nombre ?? ''}?`}
        confirmLabel="Quitar"
        busy={removing !== null}
        // Escape while the removal runs would hide it without saying how it ended: the answer closes it.
        onCancel={() => (removing === null ? setAsking(null) : undefined)}
        onConfirm={() => asking && void remove(asking)}
      >
        {`${asking?.revisor.nombre ?? ''} ya guardó puntajes en esta postulación. Al quitarle la asignación, dejará de verla y sus puntajes no contarán en la consolidación.`}
      </ConfirmDialog>
      {canAssign ? (
        <AssignReviewers
          key={detail.asignaciones.map((a) => a.revisor.id).join(',')}
          postulacionIds={[detail.id]}
          exclude={detail.asignaciones.map((a) => a.revisor.id)}
          onAssigned={() => onChange()}
          headingId="asignar-detalle-titulo"
          pageTitle={applicationTitle(detail)}
        />
      ) : null}
    </Box>
  );
}
