import { getCategorias } from '@sello/shared-api/applicant';
import { getAdminInstituciones } from '@sello/shared-api/staff';
import type { InstitucionReconocida } from '@sello/shared-api';
import { Box, ErrorState, Link, LoadingState, RouterLink, SimpleGrid, Text, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, FormField, Input, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useDeferredValue, useRef, useState } from 'react';
import { AdminPageHeader } from '../../admin-core/components/admin-page';
import { Select } from '../../admin-core/components/select';

const columns: DataTableColumn<InstitucionReconocida>[] = [
  { key: 'titulo', header: 'Institución' },
  { key: 'categoria', header: 'Categoría', cell: (i) => i.categoria ?? i.tipo_reconocimiento },
  { key: 'anno_certificacion', header: 'Año', align: 'end' },
  { key: 'vigencia', header: 'Vigencia' },
  {
    key: 'editar',
    header: 'Ver y editar',
    cell: (i) => (
      <Link asChild textDecoration="underline">
        <RouterLink to={`/admin/panel/instituciones/${i.id}`}>Ver y editar<VisuallyHidden> {i.titulo}</VisuallyHidden></RouterLink>
      </Link>
    ),
  },
];

export function InstitutionsListPage() {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const query = useDeferredValue(name.trim());
  const categories = useAsync(() => getCategorias(), []);
  const list = useAsync(
    () => getAdminInstituciones({ institucion: query || undefined, categoria_id: category ? Number(category) : undefined }),
    [query, category],
  );
  // The list filters as the person types: the last rows stay while the next arrive (a 'Cargando…' at
  // every keystroke was all a screen reader heard), and the count is announced once they are in.
  const lastRows = useRef(list.data);
  if (list.data) lastRows.current = list.data;
  const rows = list.data ?? lastRows.current;

  return (
    <>
      <AdminPageHeader title="Instituciones reconocidas" action={{ to: '/admin/panel/instituciones/crear', label: 'Agregar institución' }} />
      <Box as="search" mb="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
          <FormField id="filtro-institucion" label="Institución">
            <Input value={name} onChange={(event) => setName(event.target.value)} type="search" />
          </FormField>
          <Select
            id="filtro-categoria"
            label="Categoría"
            value={category}
            onChange={setCategory}
            placeholder="Todas"
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
          />
        </SimpleGrid>
      </Box>
      {list.error ? <ErrorState message={list.error.message} onRetry={list.reload} /> : null}
      {!list.error && !rows ? <LoadingState /> : null}
      {!list.error && rows ? (
        <>
          <Text role="status" mb="2">{rows.length === 0 ? 'No hay instituciones que coincidan con los filtros.' : `${rows.length} ${rows.length === 1 ? 'institución' : 'instituciones'}`}</Text>
          <DataTable
            caption={`Instituciones reconocidas (${rows.length})`}
            columns={columns}
            rows={rows}
            getRowKey={(i) => i.id}
            rowTitle={(i) => i.titulo}
            emptyMessage="No hay instituciones que coincidan con los filtros."
          />
        </>
      ) : null}
    </>
  );
}
