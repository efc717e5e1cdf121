import type { HistorialPostulacion } from '@sello/shared-api';
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
  VisuallyHidden,
} from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { loadOverview } from '../api/load-overview';
import { ApplicationCard } from '../components/application-card';
import { UserBar } from '../components/user-bar';

const historyColumns = [
  { key: 'fecha', header: 'Fecha', cell: (row: HistorialPostulacion) => formatDate(row.created_at) },
  { key: 'resultado', header: 'Resultado' },
  {
    key: 'ver',
    header: 'Ver detalles',
    cell: (row: HistorialPostulacion) => (
      <RouterLink to={`/postulante/postulacion?id=${row.postulacion_sello_id}`}>
        Ver detalles<VisuallyHidden>{` del registro del ${formatDate(row.created_at)}`}</VisuallyHidden>
      </RouterLink>
    ),
  },
] as const;

export function ApplicationsPage() {
  usePageTitle('Mis postulaciones');
  const { data, error, loading, reload } = useAsync(() => loadOverview(), []);
  if (loading) return <LoadingState label="Cargando tus postulaciones…" />;
  if (error || !data) return <ErrorState message={error?.message} onRetry={reload} />;

  const { main, applications, history, regiones } = data;
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
        applications.map((app) => <ApplicationCard key={app.id} app={app} />)
      )}
      <Heading as="h2" textStyle="xl" mt="8" mb="3">Historial</Heading>
      <DataTable
        caption="Historial de postulaciones"
        captionHidden
        columns={historyColumns}
        rows={history}
        getRowKey={(row) => row.id}
        rowTitle={(row) => `${formatDate(row.created_at)} · ${row.resultado}`}
        emptyMessage="Aún no hay registros en tu historial."
      />
    </>
  );
}
