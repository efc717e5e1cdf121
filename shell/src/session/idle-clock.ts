/** How long before the end the warning shows: two minutes, or half the idle time when that is shorter. */
export function warningLeadMs(idleMinutes: number): number {
  return Math.min(120_000, (idleMinutes * 60_000) / 2);
}

/** "1 minuto y 5 segundos" — said once a second would be noise, so the live text changes by the minute. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const s = seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  if (minutes === 0) return s;
  return seconds === 0 ? m : `${m} y ${s}`;
}

/** Events that mean someone is at the keyboard or the pointer. */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
