import type { PendientePublicacion } from '@sello/shared-api';
import { getPendientesPublicacion } from '@sello/shared-api/staff';
import { ErrorState, formatDate, LoadingState, PageHeading, RouterLink, Text, useAsync, usePageTitle, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';

/** Approved applications waiting to appear among the recognised institutions. */
export function PendingPublicationPage() {
  usePageTitle('Pendientes de publicación');
  const { data, error, loading, reload } = useAsync(() => getPendientesPublicacion(), []);
  return (
    <>
      <PageHeading>Pendientes de publicación</PageHeading>
      <Text mb="4">Postulaciones aprobadas que aún no aparecen en Instituciones reconocidas.</Text>
      {loading ? <LoadingState label="Cargando…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? (
        <DataTable
          caption="Pendientes de publicación"
          captionHidden
          columns={[
            { key: 'nombre', header: 'Institución', cell: (row: PendientePublicacion) => row.nombre_institucion },
            { key: 'categoria', header: 'Categoría', cell: (row: PendientePublicacion) => row.categoria ?? '—' },
            { key: 'year', header: 'Año', cell: (row: PendientePublicacion) => (row.year ? String(row.year) : '—') },
            { key: 'aprobada', header: 'Aprobada el', cell: (row: PendientePublicacion) => formatDate(row.aprobada_at) },
            { key: 'total', header: 'Puntaje', align: 'end', cell: (row: PendientePublicacion) => (row.total_consolidado === null ? '—' : String(row.total_consolidado)) },
            {
              key: 'publicar',
              header: 'Publicar',
              cell: (row: PendientePublicacion) => (
                <RouterLink to={`/admin/panel/publicaciones/${row.id}`}>
                  Publicar<VisuallyHidden>{` ${row.nombre_institucion}`}</VisuallyHidden>
                </RouterLink>
              ),
            },
          ]}
          rows={data}
          getRowKey={(row) => row.id}
          rowTitle={(row) => row.nombre_institucion}
          emptyMessage="No hay postulaciones aprobadas pendientes de publicación."
        />
      ) : null}
    </>
  );
}
