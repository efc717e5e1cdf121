import type { Correo, EstadoCorreo } from '@sello/shared-api';
import { enviarCorreos, getCorreos } from '@sello/shared-api/staff';
import {
  Box, Button, buildPageLinks, chakra, ErrorState, formatDate, HStack, LoadingState, PageHeading, Paginator, RouterLink, Text, useAsync,
  useLocation, usePageTitle, useSearchParams, VisuallyHidden,
} from '@sello/shared-ui';
import { DataTable, FormField, NativeSelect, SearchFilters } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useFocusIfLostAfterReload } from '../../admin-core/lib/focus-if-lost';
import { errorMessage } from '../lib/errors';
import { MAIL_STATE_LABEL } from '../lib/mail-labels';
import { listReturnState } from '../lib/list-return';
import { applicationPath, mailPath } from '../lib/paths';
import { FormAlert, FormNotice } from '../../admin-core/components/form-alert';

const HEADING_ID = 'correos-titulo';
const SENDABLE = new Set<EstadoCorreo>(['borrador', 'fallido']);

/**
 * `/admin/panel/correos`: every e-mail of the portal, each one readable on its own page; drafts
 * (decision letters) and failed ones are sent from here.
 */
export function OutboxPage() {
  usePageTitle('Correos');
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const estado = (params.get('estado') ?? '') as EstadoCorreo | '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, loading, reload } = useAsync(() => getCorreos({ estado: estado || undefined, page }), [estado, page]);
  const [selected, setSelected] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  // What the last sending did stays above the list (a toast is gone in 1.5 s): a refusal or letters
  // that could not be sent as an alert, a sending that went through as a status.
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Once sent, the list reloads and 'Enviar seleccionados' has nothing chosen (disabled): focus, lost
  // with it, goes to the h1 when the list is back.
  const sent = useFocusIfLostAfterReload(loading, HEADING_ID);

  const send = async () => {
    setSending(true);
    setProblem(null);
    setDone(null);
    try {
      const answer = await enviarCorreos({ ids: selected });
      if (answer.fallidos > 0) setProblem(answer.message);
      else setDone(answer.message);
      setSelected([]);
      sent();
      reload();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const setFilter = (next: { estado?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextEstado = next.estado ?? estado;
    if (nextEstado) search.set('estado', nextEstado);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setSelected([]);
    setParams(search);
  };

  return (
    <>
      <PageHeading id={HEADING_ID}>Correos</PageHeading>
      <Text mb="4" maxW="3xl">
        Todos los correos del portal. Las cartas de resultado quedan como borrador hasta que las revises y envíes; puedes enviar varias a la vez.
      </Text>
      {/* Applied with 'Filtrar', as the other lists: applied on change, each arrow key on the select was a
          navigation, and the shell moved focus to the h1 after the first one. */}
      <Box maxW="sm">
        <SearchFilters label="Filtrar correos" value={{ estado }} empty={{ estado: '' }} columns={1} onApply={(values) => setFilter({ estado: values.estado, page: 1 })}>
          {(draft, change) => (
            <FormField id="filtro-estado-correo" label="Estado">
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.estado} onChange={(event) => change({ estado: event.target.value })}>
                  <option value="">Todos</option>
                  {(Object.keys(MAIL_STATE_LABEL) as EstadoCorreo[]).map((value) => <option key={value} value={value}>{MAIL_STATE_LABEL[value]}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator aria-hidden="true" />
              </NativeSelect.Root>
            </FormField>
          )}
        </SearchFilters>
      </Box>
      {loading && !data ? <LoadingState label="Cargando correos…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? (
        <>
          <HStack gap="3" mb="3" flexWrap="wrap">
            <Button onClick={() => void send()} disabled={selected.length === 0} loading={sending}>
              {`Enviar seleccionados (${selected.length})`}
            </Button>
          </HStack>
          <FormAlert id="correos-error" message={problem} />
          <FormNotice message={done} />
          <DataTable
            caption="Correos"
            captionHidden
            columns={[
              {
                key: 'seleccion',
                header: 'Seleccionar',
                cell: (row: Correo) => (SENDABLE.has(row.estado) ? (
                  <chakra.input
                    type="checkbox"
                    boxSize="5"
                    aria-label={`Seleccionar «${row.asunto}» para ${row.para}`}
                    checked={selected.includes(row.id)}
                    onChange={(event) => setSelected((prev) => (event.target.checked ? [...prev, row.id] : prev.filter((id) => id !== row.id)))}
                  />
                ) : '—'),
              },
              { key: 'asunto', header: 'Asunto', cell: (row: Correo) => row.asunto },
              { key: 'para', header: 'Para', cell: (row: Correo) => row.para },
              {
                key: 'postulacion',
                header: 'Postulación',
                cell: (row: Correo) => (row.postulacion_sello_id
                  ? <RouterLink to={applicationPath(row.postulacion_sello_id)}>{row.nombre_institucion ?? `N° ${row.postulacion_sello_id}`}</RouterLink>
                  : '—'),
              },
              { key: 'estado', header: 'Estado', cell: (row: Correo) => `${MAIL_STATE_LABEL[row.estado]}${row.error ? `: ${row.error}` : ''}` },
              { key: 'fecha', header: 'Fecha', cell: (row: Correo) => formatDate(row.entregado_at ?? row.created_at) },
              {
                key: 'ver',
                header: 'Ver correo',
                // The recipient too: the same subject goes to many people (every invitation has one).
                cell: (row: Correo) => (
                  <RouterLink to={mailPath(row.id)} state={listReturnState(search)}>
                    Ver<VisuallyHidden>{` «${row.asunto}» para ${row.para}`}</VisuallyHidden>
                  </RouterLink>
                ),
              },
            ]}
            rows={data.data}
            getRowKey={(row) => row.id}
            rowTitle={(row) => row.asunto}
            // The subject names the row, not the selection checkbox before it.
            rowHeader="asunto"
            emptyMessage="No hay correos con este estado."
          />
          <Paginator
            links={buildPageLinks(data.pagination.page, data.pagination.last_page, (p) => String(p))}
            onNavigate={(url) => setFilter({ page: Number(url) })}
          />
        </>
      ) : null}
    </>
  );
}
