// Small pieces every review service uses: paging, names, dates.
import Holidays from 'date-holidays';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export const PER_PAGE = 20;

export function pagination(page: number, perPage: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { page, per_page: perPage, total, last_page: lastPage, from: from !== null && from > total ? null : from, to: from !== null && from > total ? null : to };
}

export const fullName = (u: { name: string; lastname: string }) => `${u.name} ${u.lastname}`.trim();

/** id -> { id, nombre } of staff members, in one query. */
export async function staffNames(db: DbOrTx, ids: (number | null | undefined)[]) {
  const list = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (list.length === 0) return new Map<number, { id: number; nombre: string; email: string }>();
  const rows = await db.select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((u) => [u.id, { id: u.id, nombre: fullName(u), email: u.email }]));
}

/** Today's date in Chile as 'YYYY-MM-DD' (due dates and deadlines are calendar days there). */
export function todayInChile(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// Ley 19.880 art. 25: Saturdays, Sundays and public holidays are not business days. The library
// knows Chile's moved and one-off holidays (San Pedro y San Pablo on a Monday, 17 September 2027).
const chile = new Holidays('CL', { types: ['public'] });
const holidaysByYear = new Map<number, Set<string>>();

function isChileanHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(chile.getHolidays(year).map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days.has(isoDate);
}

/** 'YYYY-MM-DD' of `start` plus `days` business days (no weekends, no public holidays), in Chile's calendar. */
export function addBusinessDays(start: Date, days: number): string {
  const [y, m, d] = todayInChile(start).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isChileanHoliday(date.toISOString().slice(0, 10))) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The states in which an assigned evaluation is still to be done (before and after admissibility). */
export const UNDER_EVALUATION: readonly string[] = ['Enviada', 'En revisión', 'Admisible'];

/**
 * An evaluation is overdue while it can still be done: not sent, the reviewer not recused, the
 * application still under evaluation (once it is decided or observed nothing is asked of the reviewer),
 * and its due date past. queue.ts says the same in SQL.
 */
export function isOverdue(a: { estado: string; sent: boolean; declaracion: string | null; fecha_limite: string }, today: string): boolean {
  return !a.sent && a.declaracion !== 'inhabilitacion' && UNDER_EVALUATION.includes(a.estado) && a.fecha_limite < today;
}

/** '23/11/2026' for e-mails and messages, as the portal's pages write a date. */
export function chileanDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
