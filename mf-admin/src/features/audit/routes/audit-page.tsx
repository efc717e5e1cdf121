import { useA11yStore } from '@sello/shared-a11y';
import { ApiError } from '@sello/shared-api';
import { getAuditoria, getUsuarios, type AuditRow } from '@sello/shared-api/staff';
import { Box, Button, HStack, PageHeading, SimpleGrid, Text, useAsync, usePageTitle, useSearchParams } from '@sello/shared-ui';
import { DataTable, FormField, Input, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { AsyncBlock } from '../../admin-core/components/admin-page';
import { Select } from '../../admin-core/components/select';
import { formatDateTime } from '../../admin-core/lib/date-time';
import { actionLabel, describeDetail, entityLabel } from '../lib/labels';

const dateTime = (iso: string) => formatDateTime(iso, { seconds: true });


const columns: DataTableColumn<AuditRow>[] = [
  { key: 'created_at', header: 'Fecha', cell: (r) => dateTime(r.created_at) },
  { key: 'usuario', header: 'Persona', cell: (r) => r.usuario ?? 'Sistema' },
  { key: 'action', header: 'Acción', cell: (r) => actionLabel(r.action) },
  { key: 'entity', header: 'Tipo de registro', cell: (r) => `${entityLabel(r.entity)}${r.entity_id ? ` #${r.entity_id}` : ''}` },
  // Text only: the detail may hold what someone typed, and is never rendered as HTML.
  { key: 'detail', header: 'Detalle', cell: (r) => (r.detail ? <Text as="span" fontSize="sm" overflowWrap="anywhere">{describeDetail(r.detail)}</Text> : '—') },
];

const TITLE = 'Auditoría';
const FILTERS = ['usuario_id', 'accion', 'entidad', 'desde', 'hasta'] as const;

/** /admin/panel/auditoria: who changed what and when; the filters live in the address (shareable, Back works). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const page = params.get('page') ?? '1';
  const key = params.toString();
  const log = useAsync(() => getAuditoria({ ...filters, page }), [key]);
  const people = useAsync(() => getUsuarios(), []);
  const fontScale = useA11yStore((state) => state.fontScale);
  // Filters the API refused (a date it cannot read): said at their fields; retrying would fail the same.
  const refused = log.error instanceof ApiError && log.error.status === 422 ? log.error.errors : {};
  const refusedFilters = Object.keys(refused).length > 0;
  usePageTitle(TITLE, { error: refusedFilters });

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as unknown as HTMLFormElement);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <Box as="form" onSubmit={onSubmit} mb="6" key={key} aria-label="Filtros de la auditoría">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectByName name="usuario_id" label="Persona" initial={filters.usuario_id} options={(people.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} ${u.lastname}` }))} />
          <SelectByName name="accion" label="Acción" initial={filters.accion} options={(log.data?.acciones ?? []).map((a) => ({ value: a, label: actionLabel(a) }))} />
          <SelectByName name="entidad" label="Tipo de registro" initial={filters.entidad} options={(log.data?.entidades ?? []).map((e) => ({ value: e, label: entityLabel(e) }))} />
          <FormField id="desde" label="Desde" errorText={refused.desde?.[0]}><Input name="desde" type="date" defaultValue={filters.desde} /></FormField>
          <FormField id="hasta" label="Hasta" errorText={refused.hasta?.[0]}><Input name="hasta" type="date" defaultValue={filters.hasta} /></FormField>
        </SimpleGrid>
        <HStack gap="3" mt="4" flexWrap="wrap">
          <Button type="submit">Filtrar</Button>
          <Button type="button" variant="outline" onClick={() => setParams(new URLSearchParams())}>Borrar filtros</Button>
        </HStack>
      </Box>
      {refusedFilters ? <Text role="alert">Corrige los filtros marcados para ver los registros.</Text> : (
      <AsyncBlock state={log}>
        {(data) => (
          <>
            {/* Action and record names are long words (restablecer_segundo_factor): let them break. At the
                largest text the five columns do not fit beside each other: the rows become the list. */}
            <Box css={{ '& td, & th': { overflowWrap: 'anywhere' } }}>
            <DataTable mobile={fontScale >= 1.4 ? true : undefined} caption={`Registros (${data.total})`} columns={columns} rows={data.data} getRowKey={(r) => r.id} rowTitle={(r) => `${dateTime(r.created_at)} · ${actionLabel(r.action)} · ${entityLabel(r.entity)}`} emptyMessage="No hay registros con esos filtros." />
            </Box>
            <HStack as="nav" aria-label="Páginas de la auditoría" gap="3" mt="4" flexWrap="wrap">
              <Button variant="outline" disabled={data.current_page <= 1} onClick={() => goTo(data.current_page - 1)}>Página anterior</Button>
              <Text>Página {data.current_page} de {data.last_page}</Text>
              <Button variant="outline" disabled={data.current_page >= data.last_page} onClick={() => goTo(data.current_page + 1)}>Página siguiente</Button>
            </HStack>
          </>
        )}
      </AsyncBlock>
      )}
    </>
  );
}

/** The form's submit reads it by name, as the other filters; it starts from the address. */
function SelectByName({ name, label, initial, options }: { name: string; label: string; initial: string; options: { value: string; label: string }[] }) {
  const [value, setValue] = useState(initial);
  return <Select id={name} name={name} label={label} value={value} onChange={setValue} placeholder="Todas" options={options} />;
}
