import { ApiError, type AdminRequisitoDetalle, type PuntajeRevisor } from '@sello/shared-api';
import { downloadArchivo, getRequisitoAdmin } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, ErrorState, formatDate, Heading, LoadingState, PageHeading, RouterLink, Text, useAsync, useLocation, usePageTitle, useParams,
} from '@sello/shared-ui';
import { DataTable, FileViewer } from '@sello/shared-ui/widgets';
import { listReturnPath } from '../lib/list-return';
import { APPLICATIONS_PATH, applicationPath } from '../lib/paths';

function Requirement({ data }: { data: AdminRequisitoDetalle }) {
  const { requisito } = data;
  return (
    <>
      <Text mb="1">{`Institución: ${data.nombre_institucion}`}</Text>
      <Text mb="1">{`Puntaje total: ${requisito.ptje_total}`}</Text>
      <Text mb="4">{`Medio de verificación: ${requisito.medio_verificacion}`}</Text>
      {requisito.detalles ? (<><Heading as="h2" textStyle="lg" mb="2">Detalles</Heading><Text mb="4" whiteSpace="pre-wrap">{requisito.detalles}</Text></>) : null}
      {requisito.descripcion ? (<><Heading as="h2" textStyle="lg" mb="2">Descripción</Heading><Text mb="4" whiteSpace="pre-wrap">{requisito.descripcion}</Text></>) : null}
      <Heading as="h2" textStyle="lg" mb="2">Archivo de la institución</Heading>
      {requisito.entrega?.archivo ? <Box mb="3"><FileViewer file={requisito.entrega.archivo} label={`Archivo de ${requisito.nombre}`} load={downloadArchivo} /></Box> : <Text mb="3">La institución no anexó archivo.</Text>}
      <Heading as="h2" textStyle="lg" mb="2">Evaluaciones</Heading>
      <Text mb="2">{`Puntaje consolidado: ${requisito.consolidado ?? 'sin consolidar'}`}</Text>
      <DataTable
        caption="Evaluaciones de los revisores"
        captionHidden
        columns={[
          { key: 'revisor', header: 'Revisor/a', cell: (row: PuntajeRevisor) => row.revisor.nombre },
          { key: 'puntaje', header: 'Puntaje', align: 'end', cell: (row: PuntajeRevisor) => `${row.puntaje} de ${requisito.ptje_total}` },
          { key: 'cumple', header: 'Cumple', cell: (row: PuntajeRevisor) => (row.cumple ? 'Sí' : 'No') },
          { key: 'comentario', header: 'Comentario', cell: (row: PuntajeRevisor) => row.comentario ?? '—' },
          { key: 'fecha', header: 'Fecha', cell: (row: PuntajeRevisor) => formatDate(row.updated_at) },
        ]}
        rows={requisito.puntajes}
        getRowKey={(row) => row.revisor.id}
        rowTitle={(row) => row.revisor.nombre}
        emptyMessage="Aún no hay evaluaciones de este requisito."
      />
    </>
  );
}

/** `/admin/panel/postulaciones/{id_postulacion}/requisito/{id}`: the requirement, the file and every reviewer's score. */
export function RequirementPage() {
  const { id, requisitoId } = useParams();
  // The list's filters came with the application's link: they go back with it.
  const { state } = useLocation();
  const postulacionId = Number(id);
  const { data, error, loading, reload } = useAsync(() => getRequisitoAdmin(postulacionId, Number(requisitoId)), [postulacionId, requisitoId]);
  usePageTitle(data?.requisito.nombre ?? 'Requisito');
  return (
    <>
      <Breadcrumb items={[
        { label: 'Postulaciones', to: listReturnPath(APPLICATIONS_PATH, state) },
        { label: data?.nombre_institucion ?? 'Postulación', to: applicationPath(postulacionId), state },
        { label: 'Requisito' },
      ]} />
      {/* One h1 from the first render (loading, error or loaded): the shell focuses it after a navigation. */}
      <PageHeading>{data?.requisito.nombre ?? 'Requisito'}</PageHeading>
      {loading ? <LoadingState label="Cargando el requisito…" /> : null}
      {error ? (
        <ErrorState message={error.message} onRetry={error instanceof ApiError && error.status === 404 ? undefined : reload} />
      ) : null}
      {data ? <Requirement data={data} /> : null}
      <Box mt="8">
        <Button asChild variant="outline"><RouterLink to={applicationPath(postulacionId)} state={state}>Volver</RouterLink></Button>
      </Box>
    </>
  );
}
