const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

let chilean: Intl.DateTimeFormat | undefined;

/**
 * Created on first use, not when the module loads: a page's first Intl formatter loads the browser's
 * locale and time zone data (about 50 ms on a mid-range phone, in one piece). Public pages never
 * need it: the API gives each news item its day in Chile (`fecha`), which is shown as written.
 */
function chileanParts(date: Date): Intl.DateTimeFormatPart[] {
  chilean ??= new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' });
  return chilean.formatToParts(date);
}

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
  const parts = Object.fromEntries(chileanParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}
