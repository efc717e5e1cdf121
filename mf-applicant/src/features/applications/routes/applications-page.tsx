import {
  Button,
  ErrorState,
  formatDate,
  Heading,
  LoadingState,
  PageHeading,
  RouterLink,
  Text,
  useAsync,
  usePageTitle,
} from '@sello/shared-ui';
import { loadOverview, type Overview } from '../api/load-overview';
import { ApplicationCard } from '../components/application-card';
import { StatusHistory, type HistoryRow } from '../components/status-history';
import { UserBar } from '../components/user-bar';
import { applicationLabels } from '../lib/application-label';

/** Every status change of every application, newest first, each saying which application it is about. */
function statusChanges({ applications, revisions }: Pick<Overview, 'applications' | 'revisions'>): HistoryRow[] {
  const labels = applicationLabels(applications);
  return [...revisions.values()]
    .flatMap((revision) => revision.historial
      .filter((event) => event.tipo === 'estado')
      .map((event) => ({ postulacionId: revision.id, event, application: labels.get(revision.id) })))
    .sort((a, b) => b.event.fecha.localeCompare(a.event.fecha));
}

export function ApplicationsPage() {
  usePageTitle('Mis postulaciones');
  const { data, error, loading, reload } = useAsync(() => loadOverview(), []);
  if (loading) return <LoadingState label="Cargando tus postulaciones…" />;
  if (error || !data) return <ErrorState message={error?.message} onRetry={reload} />;

  const { main, applications, revisions, regiones } = data;
  const region = main ? regiones.find((item) => item.id === main.postulacion.region_id)?.nombre ?? null : null;
  return (
    <>
      <PageHeading>{main ? main.nombre_institucion : 'Mis postulaciones'}</PageHeading>
      <Text mb="4">{`Fecha: ${formatDate(new Date())}`}</Text>
      <UserBar position={main?.encargado?.cargo_encargado ?? null} region={region} />
      {applications.length === 0 ? (
        <>
          <Text mb="3">Aún no tienes postulaciones. Comienza con el registro institucional.</Text>
          <Button asChild colorPalette="brand" mb="6">
            <RouterLink to="/proceso-de-postulacion">Ir al registro institucional</RouterLink>
          </Button>
        </>
      ) : (
        applications.map((app) => <ApplicationCard key={app.id} app={app} revision={revisions.get(app.id)} />)
      )}
      <Heading as="h2" textStyle="xl" mt="8" mb="3">Historial</Heading>
      <StatusHistory caption="Historial de postulaciones" rows={statusChanges(data)} variant="links" />
    </>
  );
}
