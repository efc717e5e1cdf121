import type { RevisorFila } from '@sello/shared-api';
import { getRevisorPostulaciones } from '@sello/shared-api/staff';
import { Box, buildPageLinks, ErrorState, formatDate, HStack, Link, listSearch, LoadingState, PageHeading, Paginator, RouterLink, Text, useAsync, useLocation, usePageTitle, useSearchParams, VisuallyHidden } from '@sello/shared-ui';
import { Badge, DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useEffect, useMemo } from 'react';
import { QueueFiltersForm } from '../components/queue-filters';
import { EVALUATION_LABEL } from '../lib/labels';
import { QUEUE_PATH, queueReturnState, readFilters } from '../lib/list-params';

const columns = (search: string): DataTableColumn<RevisorFila>[] => [
  { key: 'nombre_institucion', header: 'Institución' },
  { key: 'categoria', header: 'Categoría Postulación', cell: (row) => row.categoria ?? '—' },
  { key: 'fecha_postulacion', header: 'Fecha de postulación', cell: (row) => formatDate(row.fecha_postulacion) },
  {
    key: 'estado',
    header: 'Estado',
    cell: (row) => (
      <Box>
        <Text>{row.estado}</Text>
        <Text textStyle="sm">{`Mi evaluación: ${EVALUATION_LABEL[row.evaluacion]}`}</Text>
        <Text textStyle="sm">
          {`Plazo: ${formatDate(row.fecha_limite)}`}
          {row.vencida ? <Badge ms="2" colorPalette="red" variant="solid">Vencida</Badge> : null}
        </Text>
      </Box>
    ),
  },
  { key: 'modificacion_revisor', header: 'Modificación por revisor', cell: (row) => (row.modificacion_revisor ? formatDate(row.modificacion_revisor) : '—') },
  {
    key: 'ver',
    header: 'Ver y evaluar postulación',
    cell: (row) => (
      <RouterLink to={`${QUEUE_PATH}/${row.id}`} state={queueReturnState(search)}>
        Ver y evaluar<VisuallyHidden>{` la postulación de ${row.nombre_institucion}`}</VisuallyHidden>
      </RouterLink>
    ),
  },
];

/** The reviewer's queue: the applications assigned to them, with their own progress and deadline. */
export function QueuePage() {
  usePageTitle('Postulaciones asignadas');
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = useMemo(() => readFilters(params), [params]);
  const { data, error, loading, reload } = useAsync(
    () => getRevisorPostulaciones({
      institucion: filters.institucion || undefined,
      categoria_id: filters.categoria_id ? Number(filters.categoria_id) : undefined,
      anno: filters.anno ? Number(filters.anno) : undefined,
      page: filters.page,
    }),
    [filters.institucion, filters.categoria_id, filters.anno, filters.page],
  );
  const urlFor = (page: number) => `?${listSearch({ ...filters, page }).toString()}`;
  // A page past the end (a bookmark, a shared link, a list that shrank) shows the last one instead of
  // 'Mostrando null - null' beside an empty table; replace: Back does not return to the empty page.
  useEffect(() => {
    if (data && data.pagination.total > 0 && filters.page > data.pagination.last_page) {
      setParams(listSearch({ ...filters, page: data.pagination.last_page }), { replace: true });
    }
  }, [data, filters, setParams]);

  return (
    <>
      <HStack justifyContent="space-between" flexWrap="wrap" gap="4" mb="6">
        <PageHeading mb="0">Postulaciones asignadas</PageHeading>
        {/* The reviewer's own password and second factor (mf-admin's page for both staff roles). */}
        <Link asChild textDecoration="underline"><RouterLink to="/admin/cuenta">Mi cuenta: clave y verificación en dos pasos</RouterLink></Link>
      </HStack>
      {data ? (
        <Box as="section" aria-labelledby="conteos" mb="6">
          <Text id="conteos" as="h2" fontWeight="semibold" mb="2">Mi trabajo</Text>
          <HStack as="ul" gap="3" flexWrap="wrap" listStyleType="none" p="0" m="0">
            <li><Badge size="lg">{`Pendientes: ${data.conteos.pendientes}`}</Badge></li>
            <li><Badge size="lg">{`En curso: ${data.conteos.en_curso}`}</Badge></li>
            <li><Badge size="lg">{`Enviadas: ${data.conteos.enviadas}`}</Badge></li>
            {data.conteos.vencidas > 0 ? (
              <li><Badge size="lg" colorPalette="red" variant="solid">{`Vencidas: ${data.conteos.vencidas}`}</Badge></li>
            ) : null}
          </HStack>
        </Box>
      ) : null}
      <QueueFiltersForm
        value={filters}
        categorias={data?.opciones.categorias ?? []}
        annos={data?.opciones.annos ?? []}
        onApply={(values) => setParams(listSearch({ ...values, page: 1 }))}
      />
      {loading ? <LoadingState label="Cargando postulaciones…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {/* On the page while a new filter or page loads, so the new count is announced (a status inserted
          with its text already in it is not). */}
      <Text role="status" mb={data ? '2' : '0'}>
        {!data ? '' : data.pagination.total === 0
          ? 'No hay postulaciones asignadas con estos filtros.'
          : `Mostrando ${data.pagination.from} - ${data.pagination.to} de ${data.pagination.total}`}
      </Text>
      {data ? (
        <>
          <DataTable
            caption="Postulaciones asignadas"
            captionHidden
            columns={columns(search)}
            rows={data.data}
            getRowKey={(row) => row.id}
            rowTitle={(row) => row.nombre_institucion}
            emptyMessage="No hay postulaciones asignadas con estos filtros."
          />
          <Paginator
            links={buildPageLinks(data.pagination.page, data.pagination.last_page, urlFor)}
            onNavigate={(url) => setParams(new URLSearchParams(url.replace(/^\?/, '')))}
          />
        </>
      ) : null}
    </>
  );
}
