import { formatDate } from '@sello/shared-ui';

const clock = new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' });
const clockWithSeconds = new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' });

/**
 * A stored instant as staff read it, in Chile's time: '20/11/2026 09:00' (the dates of the pages,
 * `formatDate`, with the time, so the order of several events of one day shows). `seconds` for the
 * audit log, where one person's actions may fall within a minute.
 */
export function formatDateTime(iso: string | null, { seconds = false } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${(seconds ? clockWithSeconds : clock).format(date)}`;
}
