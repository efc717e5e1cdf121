import { ApiError, type AdminPostulacionDetalle } from '@sello/shared-api';
import { getPostulacionAdmin } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, ErrorState, formatDate, Heading, HStack, LoadingState, PageHeading, RouterLink, SimpleGrid, Text, useAsync,
  usePageTitle, useParams,
} from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { AdmissibilityForm } from '../components/admissibility-form';
import { AssignmentsPanel } from '../components/assignments-panel';
import { ConsolidationPanel } from '../components/consolidation-panel';
import { DecisionForm } from '../components/decision-form';
import { DocumentsPanel } from '../components/documents-panel';
import { LettersPanel } from '../components/letters-panel';
import { RequirementsTable } from '../components/requirements-table';
import { ReposicionPanel } from '../components/reposicion-panel';
import { Timeline } from '../components/timeline';

function Application({ detail, setDetail, reload }: { detail: AdminPostulacionDetalle; setDetail: (next: AdminPostulacionDetalle) => void; reload: () => void }) {
  const byType = (tipo: string) => detail.documentos.filter((doc) => doc.tipo === tipo);
  return (
    <>
      <PageHeading>{detail.institucion.titulo}</PageHeading>
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
          <DocumentsPanel documents={byType('bitacora')} />
          <Heading as="h2" textStyle="xl" mb="3">Formulario de Declaración</Heading>
          <DocumentsPanel documents={byType('declaracion_autoridad')} />
          <Heading as="h2" textStyle="xl" mb="3">Admisibilidad</Heading>
          <DocumentsPanel documents={byType('admisibilidad')} />
          {detail.acciones.includes('admisibilidad') ? <AdmissibilityForm detail={detail} onDone={setDetail} /> : null}
          <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
          <RequirementsTable postulacionId={detail.id} rows={detail.requisitos} />
          <AssignmentsPanel detail={detail} onChange={(next) => (next ? setDetail(next) : reload())} />
          {detail.consolidacion ? (
            <ConsolidationPanel
              key={detail.consolidacion.filas.map((row) => `${row.requisito_id}:${row.consolidado}:${row.puntajes.length}`).join(',')}
              postulacionId={detail.id}
              consolidacion={detail.consolidacion}
              editable={detail.acciones.includes('consolidar')}
              onSaved={reload}
            />
          ) : null}
          {detail.acciones.includes('decidir') ? <DecisionForm detail={detail} onDone={setDetail} /> : null}
          <ReposicionPanel detail={detail} onDone={setDetail} />
          <LettersPanel key={detail.cartas.map((c) => `${c.id}:${c.estado}`).join(',')} cartas={detail.cartas} onChange={reload} />
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
  const { data, error, loading, reload } = useAsync(() => getPostulacionAdmin(postulacionId), [postulacionId]);
  const [current, setCurrent] = useState<AdminPostulacionDetalle | null>(null);
  useEffect(() => setCurrent(data), [data]);
  usePageTitle(current ? `Postulación de ${current.institucion.titulo}` : 'Postulación');

  return (
    <>
      <Breadcrumb items={[{ label: 'Postulaciones', to: '/admin/panel/postulaciones' }, { label: current?.institucion.titulo ?? 'Postulación' }]} />
      {loading && !current ? <LoadingState label="Cargando la postulación…" /> : null}
      {error ? (
        <>
          <PageHeading>Postulación</PageHeading>
          <ErrorState message={error.message} onRetry={error instanceof ApiError && error.status === 404 ? undefined : reload} />
        </>
      ) : null}
      {current ? <Application detail={current} setDetail={setCurrent} reload={reload} /> : null}
      <Box mt="8">
        <Button asChild variant="outline"><RouterLink to="/admin/panel/postulaciones">Volver</RouterLink></Button>
      </Box>
    </>
  );
}
