import type { AdminPostulacionFila } from '@sello/shared-api';
import { descargarPostulacionesCsv, getPostulacionesAdmin } from '@sello/shared-api/staff';
import { Box, buildPageLinks, Button, chakra, DownloadIcon, ErrorState, formatDate, HStack, listSearch, LoadingState, PageHeading, Paginator, RouterLink, Text, useAsync, useLocation, usePageTitle, useSearchParams, VisuallyHidden } from '@sello/shared-ui';
import { Badge, DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useEffect, useMemo, useState } from 'react';
import { useFocusIfLostAfterReload } from '../../admin-core/lib/focus-if-lost';
import { AssignReviewers } from '../components/assign-reviewers';
import { ListFiltersForm } from '../components/list-filters';
import { errorMessage } from '../lib/errors';
import { listReturnState } from '../lib/list-return';
import { readFilters, toApiFilters } from '../lib/list-params';
import { APPLICATIONS_TITLE } from '../lib/page-titles';
import { saveBlob } from '../lib/save-blob';
import { FormAlert } from '../../admin-core/components/form-alert';
import { applicationPath } from '../lib/paths';

const ASSIGNABLE = new Set(['Enviada', 'Admisible']);
const HEADING_ID = 'postulaciones-titulo';

function reviewersCell(row: AdminPostulacionFila) {
  if (row.revisores.length === 0) return 'Sin asignar';
  return (
    <chakra.ul listStyleType="none" p="0" m="0">
      {row.revisores.map((revisor) => (
        <li key={revisor.id}>
          {revisor.nombre}
          {revisor.inhabilitado ? ' (inhabilitado/a)' : ''}
          {revisor.vencida && !revisor.inhabilitado && revisor.evaluacion !== 'enviada' ? <Badge ms="1" colorPalette="red" variant="solid">Vencida</Badge> : null}
        </li>
      ))}
    </chakra.ul>
  );
}

export function ApplicationsPage() {
  usePageTitle(APPLICATIONS_TITLE);
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = useMemo(() => readFilters(params), [params]);
  const { data, error, loading, reload } = useAsync(
    () => getPostulacionesAdmin(toApiFilters(filters)),
    [filters.institucion, filters.categoria_id, filters.anno, filters.estado, filters.page],
  );
  const [selected, setSelected] = useState<number[]>([]);
  // Once assigned, the selection is cleared and the form (with the button pressed) is gone: focus, lost
  // with it, goes to the h1 when the list is back.
  const assigned = useFocusIfLostAfterReload(loading, HEADING_ID);
  const [exporting, setExporting] = useState(false);
  // A failed export stays above the list (a toast is gone in 1.5 s).
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const urlFor = (page: number) => `?${listSearch({ ...filters, page }).toString()}`;
  // A page past the end (a bookmark, a shared link, a list that shrank) shows the last one instead of
  // 'Mostrando null - null' beside an empty table; replace: Back does not return to the empty page.
  useEffect(() => {
    if (data && data.pagination.total > 0 && filters.page > data.pagination.last_page) {
      setParams(listSearch({ ...filters, page: data.pagination.last_page }), { replace: true });
    }
  }, [data, filters, setParams]);

  const toggle = (id: number, on: boolean) => setSelected((prev) => (on ? [...prev, id] : prev.filter((other) => other !== id)));

  const exportCsv = async () => {
    setExporting(true);
    setExportProblem(null);
    try {
      const { page: _page, ...rest } = toApiFilters(filters);
      saveBlob(await descargarPostulacionesCsv(rest), 'postulaciones.csv');
    } catch (err) {
      setExportProblem(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<AdminPostulacionFila>[] = [
    {
      key: 'seleccion',
      header: 'Seleccionar',
      cell: (row) => (ASSIGNABLE.has(row.estado) ? (
        <chakra.input
          type="checkbox"
          boxSize="5"
          aria-label={`Seleccionar ${row.nombre_institucion}`}
          checked={selected.includes(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ) : <VisuallyHidden>No se puede asignar en este estado</VisuallyHidden>),
    },
    { key: 'nombre_institucion', header: 'Institución' },
    { key: 'categoria', header: 'Categoría postulación', cell: (row) => row.categoria ?? '—' },
    { key: 'fecha_postulacion', header: 'Fecha de postulación', cell: (row) => formatDate(row.fecha_postulacion) },
    { key: 'estado', header: 'Estado' },
    { key: 'revisores', header: 'Revisores asignados', cell: reviewersCell },
    { key: 'modificacion_revisor', header: 'Modificación por revisor/a', cell: (row) => (row.modificacion_revisor ? formatDate(row.modificacion_revisor) : '—') },
    {
      key: 'ver',
      header: 'Ver postulación',
      cell: (row) => (
        <RouterLink to={applicationPath(row.id)} state={listReturnState(search)}>
          Ver<VisuallyHidden>{` la postulación de ${row.nombre_institucion}`}</VisuallyHidden>
        </RouterLink>
      ),
    },
  ];

  return (
    <>
      <PageHeading id={HEADING_ID}>{APPLICATIONS_TITLE}</PageHeading>
      <HStack gap="3" mb="6" flexWrap="wrap">
        <Button asChild variant="outline"><RouterLink to="/admin/panel/correos">Bandeja de correos</RouterLink></Button>
        <Button asChild variant="outline"><RouterLink to="/admin/panel/publicaciones">Pendientes de publicación</RouterLink></Button>
        <Button asChild variant="outline"><RouterLink to="/admin/panel/umbrales">Umbrales de aprobación</RouterLink></Button>
      </HStack>
      <ListFiltersForm
        value={filters}
        categorias={data?.opciones.categorias ?? []}
        annos={data?.opciones.annos ?? []}
        estados={data?.opciones.estados ?? []}
        onApply={(values) => {
          setSelected([]);
          setParams(listSearch({ ...values, page: 1 }));
        }}
      />
      {loading && !data ? <LoadingState label="Cargando postulaciones…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="2">
        {/* On the page while a new filter or page loads, so the new count is announced (a status
            inserted with its text already in it is not). */}
        <Text role="status">
          {!data ? '' : data.pagination.total === 0
            ? 'No hay postulaciones con estos filtros.'
            : `Mostrando ${data.pagination.from} - ${data.pagination.to} de ${data.pagination.total}`}
        </Text>
        {data ? (
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={data.pagination.total === 0}>
            <DownloadIcon />
            Exportar CSV
          </Button>
        ) : null}
      </HStack>
      {data ? (
        <>
          <FormAlert id="exportar-error" message={exportProblem} />
          <DataTable
            caption="Postulaciones"
            captionHidden
            columns={columns}
            rows={data.data}
            getRowKey={(row) => row.id}
            rowTitle={(row) => row.nombre_institucion}
            // The institution names the row, not the selection checkbox before it.
            rowHeader="nombre_institucion"
            emptyMessage="No hay postulaciones con estos filtros."
          />
          <Paginator
            links={buildPageLinks(data.pagination.page, data.pagination.last_page, urlFor)}
            onNavigate={(url) => {
              setSelected([]);
              setParams(new URLSearchParams(url.replace(/^\?/, '')));
            }}
          />
          {selected.length > 0 ? (
            <Box mt="6">
              <AssignReviewers
                key={selected.join(',')}
                postulacionIds={selected}
                pageTitle={APPLICATIONS_TITLE}
                onAssigned={() => {
                  setSelected([]);
                  assigned();
                  reload();
                }}
              />
            </Box>
          ) : (
            <Text mt="4">Selecciona una o más postulaciones (en estado Enviada o Admisible) para asignarles revisores.</Text>
          )}
        </>
      ) : null}
    </>
  );
}
