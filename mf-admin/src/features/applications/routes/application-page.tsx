import { ApiError, type AdminPostulacionDetalle } from '@sello/shared-api';
import { getPostulacionAdmin } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, ErrorState, formatDate, Heading, HStack, LoadingState, PageHeading, RouterLink, SimpleGrid, Text, useAsync,
  useLocation, useParams,
} from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { focusIfLostAfterDialogs } from '../../admin-core/lib/focus-if-lost';
import { PageTitle } from '../../admin-core/lib/page-title';
import { AdmissibilityForm } from '../components/admissibility-form';
import { AssignmentsPanel } from '../components/assignments-panel';
import { ConsolidationPanel } from '../components/consolidation-panel';
import { DecisionForm } from '../components/decision-form';
import { DocumentsPanel } from '../components/documents-panel';
import { LettersPanel } from '../components/letters-panel';
import { RequirementsTable } from '../components/requirements-table';
import { ReposicionPanel } from '../components/reposicion-panel';
import { Timeline } from '../components/timeline';
import { listReturnPath } from '../lib/list-return';
import { applicationTitle } from '../lib/page-titles';
import { APPLICATIONS_PATH } from '../lib/paths';

/** An action of one panel is over: the page shows `next` (the action's answer) or reloads, then focus goes to the panel's heading. */
type Updated = (heading: string) => (next?: AdminPostulacionDetalle) => void;

function Application({ detail, updated }: { detail: AdminPostulacionDetalle; updated: Updated }) {
  const byType = (tipo: string) => detail.documentos.filter((doc) => doc.tipo === tipo);
  return (
    <>
      <HStack gap="3" flexWrap="wrap" mb="6">
        <Badge size="lg">{`Estado: ${detail.estado}`}</Badge>
        <Text>{`RUT ${detail.institucion.rut}`}</Text>
        <Text>{`Categoría: ${detail.categoria?.nombre ?? '—'}`}</Text>
        {detail.year ? <Text>{`Año: ${detail.year}`}</Text> : null}
        {detail.plazo_respuesta ? <Text>{`Plazo de respuesta a observaciones: ${formatDate(detail.plazo_respuesta)}`}</Text> : null}
        {detail.acciones.includes('publicar') ? (
          <Button asChild size="sm"><RouterLink to={`/admin/panel/publicaciones/${detail.id}`}>Publicar</RouterLink></Button>
        ) : null}
      </HStack>
      {/* Side by side only on very wide screens: the tables need the width (at font 1.4 too). */}
      <SimpleGrid columns={{ base: 1, '2xl': 3 }} gap="8">
        <Box gridColumn={{ '2xl': 'span 2' }} minW="0">
          <Heading as="h2" textStyle="xl" mb="3">Bitácora</Heading>
          <DocumentsPanel caption="Documentos de la Bitácora" documents={byType('bitacora')} />
          <Heading as="h2" textStyle="xl" mb="3">Formulario de Declaración</Heading>
          <DocumentsPanel caption="Documentos del Formulario de Declaración" documents={byType('declaracion_autoridad')} />
          <Heading as="h2" textStyle="xl" mb="3">Admisibilidad</Heading>
          <DocumentsPanel caption="Documentos de admisibilidad" documents={byType('admisibilidad')} />
          {detail.acciones.includes('admisibilidad') ? <AdmissibilityForm detail={detail} onDone={updated('admisibilidad-titulo')} /> : null}
          <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
          <RequirementsTable postulacionId={detail.id} rows={detail.requisitos} />
          <AssignmentsPanel detail={detail} onChange={updated('asignaciones-titulo')} />
          {detail.consolidacion ? (
            <ConsolidationPanel
              key={detail.consolidacion.filas.map((row) => `${row.requisito_id}:${row.consolidado}:${row.puntajes.length}`).join(',')}
              postulacionId={detail.id}
              consolidacion={detail.consolidacion}
              editable={detail.acciones.includes('consolidar')}
              onSaved={updated('consolidacion-titulo')}
            />
          ) : null}
          {detail.acciones.includes('decidir') ? <DecisionForm detail={detail} onDone={updated('decision-titulo')} /> : null}
          <ReposicionPanel detail={detail} onDone={updated('reposicion-titulo')} />
          <LettersPanel key={detail.cartas.map((c) => `${c.id}:${c.estado}`).join(',')} cartas={detail.cartas} onChange={updated('cartas-titulo')} />
        </Box>
        <Box minW="0">
          <Timeline events={detail.timeline} />
        </Box>
      </SimpleGrid>
    </>
  );
}

export function ApplicationPage() {
  const { id } = useParams();
  const postulacionId = Number(id);
  // Back to the list as it was left (its filters and page came in the link's state).
  const back = listReturnPath(APPLICATIONS_PATH, useLocation().state);
  const { data, error, loading, reload } = useAsync(() => getPostulacionAdmin(postulacionId), [postulacionId]);
  const [latest, setCurrent] = useState<AdminPostulacionDetalle | null>(null);
  // The page shows the latest of the loaded application and an action's answer (most actions answer
  // with the updated application, so nothing is fetched again); another application's is never shown.
  useEffect(() => {
    if (data) setCurrent(data);
  }, [data]);
  const current = latest?.id === postulacionId ? latest : null;
  const missing = error instanceof ApiError && error.status === 404;

  // The panel that ran an action may be rebuilt (or gone) with the new data, and the focused button with
  // it: focus fell to <body>. It then goes to the panel's heading (the h1 when the panel is gone), once
  // a confirmation dialog the action closed has given focus back.
  const refocus = useRef<{ heading: string; detail: AdminPostulacionDetalle | null } | null>(null);
  const updated: Updated = (heading) => (next) => {
    refocus.current = { heading, detail: next ?? null };
    if (next) setCurrent(next);
    else reload();
  };
  useEffect(() => {
    const target = refocus.current;
    if (!target || latest === null || latest !== (target.detail ?? data)) return;
    refocus.current = null;
    focusIfLostAfterDialogs(() => document.getElementById(target.heading));
  }, [latest, data]);

  return (
    // Its forms each say whether they show errors: the title starts with 'Error: ' while any does.
    <PageTitle title={missing ? 'Postulación no encontrada' : applicationTitle(current)}>
      <Breadcrumb items={[{ label: 'Postulaciones', to: back }, { label: current?.institucion.titulo ?? 'Postulación' }]} />
      {/* One h1 from the first render (loading, error or loaded): the shell focuses it after a navigation. */}
      <PageHeading>{current?.institucion.titulo ?? 'Postulación'}</PageHeading>
      {loading && !current ? <LoadingState label="Cargando la postulación…" /> : null}
      {error ? (
        <ErrorState message={error.message} onRetry={missing ? undefined : reload} />
      ) : null}
      {current ? <Application detail={current} updated={updated} /> : null}
      <Box mt="8">
        <Button asChild variant="outline"><RouterLink to={back}>Volver</RouterLink></Button>
      </Box>
    </PageTitle>
  );
}
