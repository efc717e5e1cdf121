// Date-times as Chileans read and type them: the wall clock of America/Santiago (daylight saving
// included, as the runtime's time-zone data knows it). Instants are stored; Chile's time is what
// forms send ('YYYY-MM-DDTHH:mm', an <input type="datetime-local">) and what messages say.

const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** 'YYYY-MM-DDTHH:mm' of an instant on Chile's wall clock. */
export function chileLocal(date: Date): string {
  const parts = Object.fromEntries(WALL.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Milliseconds Chile's wall clock is ahead of UTC at an instant (negative: -3 or -4 hours). */
function offsetAt(ms: number): number {
  const match = LOCAL_PATTERN.exec(chileLocal(new Date(ms)));
  if (!match) return 0;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant of a Chilean wall-clock time 'YYYY-MM-DDTHH:mm', or null when it is not one: a malformed
 * value, or an hour skipped when the clocks move forward. An hour lived twice (clocks back) is the first.
 */
export function fromChileLocal(local: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset of the guessed instant, corrected once (the guess may sit across a change of offset).
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  const earlier = wall - offsetAt(instant - 3_600_000);
  if (earlier < instant && chileLocal(new Date(earlier)) === local) instant = earlier;
  return chileLocal(new Date(instant)) === local ? new Date(instant) : null;
}

/** '01/03/2026 a las 09:00' (the portal writes dates dd/mm/aaaa). */
export function chileDateTimeText(date: Date): string {
  const local = chileLocal(date);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} a las ${local.slice(11, 16)}`;
}
