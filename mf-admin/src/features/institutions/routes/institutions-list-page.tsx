import { getCategorias } from '@sello/shared-api/applicant';
import { getAdminInstituciones } from '@sello/shared-api/staff';
import type { InstitucionReconocida } from '@sello/shared-api';
import { Box, Link, RouterLink, SimpleGrid, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, FormField, Input, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useDeferredValue, useState } from 'react';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';
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
      <AsyncBlock state={list}>
        {(rows) => (
          <DataTable
            caption={`Instituciones reconocidas (${rows.length})`}
            columns={columns}
            rows={rows}
            getRowKey={(i) => i.id}
            rowTitle={(i) => i.titulo}
            emptyMessage="No hay instituciones que coincidan con los filtros."
          />
        )}
      </AsyncBlock>
    </>
  );
}
