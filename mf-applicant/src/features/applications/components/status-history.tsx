import type { EventoTimeline } from '@sello/shared-api';
import { Box, formatDate, RouterLink, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';

/** One row of the applicant's own history; the API never sends reviewer names here. */
export interface HistoryRow {
  postulacionId: number;
  event: EventoTimeline;
  /**
   * Which application the row is about (its institution), on the list of all applications: date and
   * result alone repeat across applications, and links with equal names must not open different ones.
   */
  application?: string | undefined;
}

const resultOf = (event: EventoTimeline) => event.hasta ?? event.descripcion;
/** 'Enviada, Fundación X': the row's result and, when known, its application. */
const summaryOf = (row: HistoryRow) => [resultOf(row.event), row.application].filter(Boolean).join(', ');
/** The event and its reason, each on its own line (run together they read 'Bitácora Motivo: …'). */
const detailsOf = (event: EventoTimeline) =>
  [event.descripcion, event.motivo ? `Motivo: ${event.motivo}` : null].filter((line): line is string => Boolean(line));
// Table cells do not wrap by default; reasons and letter subjects are sentences, so these cells do
// (a table wider than its box would scroll with nothing in it to focus).
const Wrapping = ({ text, muted }: { text: string; muted?: boolean }) => (
  <Box as="span" display="block" whiteSpace="normal" overflowWrap="anywhere" color={muted ? 'fg.muted' : undefined}>{text}</Box>
);

export interface StatusHistoryProps {
  rows: readonly HistoryRow[];
  /** On the list of applications 'Ver detalles' opens the application; on one application it explains the row. */
  variant: 'links' | 'details';
  caption: string;
}

/** The spec's history table (Fecha, Resultado, Ver detalles): a list of disclosures at 570 px or narrower. */
export function StatusHistory({ rows, variant, caption }: StatusHistoryProps) {
  const columns = [
    { key: 'fecha', header: 'Fecha', cell: (row: HistoryRow) => formatDate(row.event.fecha) },
    {
      key: 'resultado',
      header: 'Resultado',
      // The application on a second line keeps the spec's three columns.
      cell: (row: HistoryRow) => (
        <>
          <Wrapping text={resultOf(row.event)} />
          {row.application ? <Wrapping text={row.application} muted /> : null}
        </>
      ),
    },
    {
      key: 'ver',
      header: 'Ver detalles',
      cell: (row: HistoryRow) =>
        variant === 'links' ? (
          <RouterLink to={`/postulante/postulacion?id=${row.postulacionId}`}>
            Ver detalles<VisuallyHidden>{` del registro del ${formatDate(row.event.fecha)}: ${summaryOf(row)}`}</VisuallyHidden>
          </RouterLink>
        ) : (
          <>{detailsOf(row.event).map((line) => <Wrapping key={line} text={line} />)}</>
        ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      getRowKey={(row) => `${row.postulacionId}-${row.event.id}`}
      rowTitle={(row) => [formatDate(row.event.fecha), resultOf(row.event), row.application].filter(Boolean).join(' · ')}
      // A registered application has no status change until it is sent: say when the history starts.
      emptyMessage="Aún no hay registros en tu historial. El historial comienza cuando envías una postulación."
    />
  );
}
