const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const chileanParts = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * dd/mm/yyyy as the portal shows it. A bare date ('2024-05-03') is taken as written: parsing it with
 * `new Date` would read it as UTC midnight and show the day before in Chile. Timestamps are shown in
 * Chilean time. Returns '' for a missing or unreadable value.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(chileanParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}
