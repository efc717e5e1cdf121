import type { EventoTimeline } from '@sello/shared-api';
import {
  Breadcrumb, ErrorState, Heading, HStack, LoadingState, PageHeading, Text, useAsync, usePageTitle, useSearchParams,
} from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { useCallback, useEffect, useState } from 'react';
import {
  FilesTable, NoApplication, notifySaveError, PageActions, RequirementsTable, sealName, withApplication, type FileRow,
} from '../../applicant-core';
import { loadApplication, type ApplicationView } from '../api/load-application';
import { DecisionLetters } from '../components/decision-letters';
import { ObservationsForm } from '../components/observations-form';
import { ReposicionSection } from '../components/reposicion-section';
import { ReviewStatus } from '../components/review-status';
import { StatusHistory } from '../components/status-history';

const CATEGORY_PATH = '/postulante/gestion-institucional-inclusiva';
/** The breadcrumb leads to the category page of the application shown (of the open one while none is). */
const categoryPathOf = (id: number | undefined) => (id ? withApplication(CATEGORY_PATH, id) : CATEGORY_PATH);
/**
 * Its label is that page's title: the application's category (the detail already names it). While
 * the name is unknown (loading, no application, no category chosen) it keeps the general one.
 */
const categoryLabelOf = (categoria: string | null | undefined) => categoria || 'Gestión institucional inclusiva';

interface ViewProps {
  view: ApplicationView;
  onChanged: (focusId: string) => void;
}

function ApplicationDetail({ view: { detail, revision }, onChanged }: ViewProps) {
  const p1 = detail.obtencion_sello_p1;
  const one = (key: string, file: FileRow['file'] | null | undefined): FileRow[] => (file ? [{ key, file }] : []);
  const history = (revision?.historial ?? []).map((event: EventoTimeline) => ({ postulacionId: detail.id, event }));
  return (
    <>
      <PageHeading>{detail.nombre_institucion}</PageHeading>
      <Text mb="4">{sealName(detail)}</Text>
      {revision ? (
        <ReviewStatus revision={revision} />
      ) : (
        <HStack gap="2" mb="6" flexWrap="wrap">
          <Text as="span">Estado:</Text>
          <Badge size="lg" data-testid="estado-postulacion">{detail.estado}</Badge>
        </HStack>
      )}
      {revision?.estado === 'Observada' && revision.observaciones.length > 0 ? (
        <ObservationsForm postulacionId={detail.id} revision={revision} onChanged={onChanged} />
      ) : null}
      {revision ? <ReposicionSection postulacionId={detail.id} revision={revision} onChanged={onChanged} /> : null}
      {revision ? <DecisionLetters cartas={revision.cartas} /> : null}
      {/* The files below are read-only: only observed documents can be replaced, above. */}
      <Heading as="h2" textStyle="xl" mb="3">Bitácora</Heading>
      <FilesTable caption="Bitácora" rows={one('bitacora', p1?.bitacora)} />
      <Heading as="h2" textStyle="xl" mb="3">Formulario de Declaración</Heading>
      <FilesTable caption="Formulario de Declaración" rows={one('declaracion', p1?.declaracion_autoridad)} />
      <Heading as="h2" textStyle="xl" mb="3">Admisibilidad</Heading>
      <FilesTable
        caption="Archivos de admisibilidad"
        rows={detail.obtencion_sello_p2.map((p2) => ({ key: String(p2.id), file: p2.archivo_verificacion }))}
      />
      <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
      <RequirementsTable caption="Requisitos" rows={detail.requisitos} mode="view" postulacionId={detail.id} />
      {revision ? (
        <>
          <Heading as="h2" textStyle="xl" mt="8" mb="3">Historial de la postulación</Heading>
          <StatusHistory caption="Historial de la postulación" rows={history} variant="details" />
        </>
      ) : null}
    </>
  );
}

export function ApplicationViewPage() {
  usePageTitle('Postulación');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data, error, loading, reload } = useAsync(() => loadApplication(id), [id]);
  // After an action the page refreshes in place (no loading screen) so focus can move to what changed.
  const [fresh, setFresh] = useState<{ id: number | null; view: ApplicationView; focusId: string; version: number } | null>(null);
  const current = fresh && fresh.id === id ? fresh : null;
  const view = current?.view ?? data;

  const onChanged = useCallback((focusId: string) => {
    loadApplication(id).then(
      (next) => {
        if (next) setFresh((prev) => ({ id, view: next, focusId, version: (prev?.version ?? 0) + 1 }));
      },
      (failure: unknown) => notifySaveError(failure),
    );
  }, [id]);

  useEffect(() => {
    if (current) document.getElementById(current.focusId)?.focus();
  }, [current]);

  return (
    <>
      <Breadcrumb
        items={[{ label: categoryLabelOf(view?.detail.categoria), to: categoryPathOf(view?.detail.id) }, { label: 'Postulación' }]}
      />
      {loading && !current ? <LoadingState label="Cargando la postulación…" /> : null}
      {error && !current ? (
        <>
          <PageHeading>Postulación</PageHeading>
          <ErrorState message={error.message} onRetry={reload} />
        </>
      ) : null}
      {!loading && !error && !view ? (
        <>
          <PageHeading>Postulación</PageHeading>
          <NoApplication />
        </>
      ) : null}
      {view ? <ApplicationDetail key={current?.version ?? 0} view={view} onChanged={onChanged} /> : null}
      <PageActions back={{ to: '/postulante/postulaciones' }} />
    </>
  );
}
