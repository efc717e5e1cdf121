/** How long before the end the warning shows: two minutes, or half the idle time when that is shorter. */
export function warningLeadMs(idleMinutes: number): number {
  return Math.min(120_000, (idleMinutes * 60_000) / 2);
}

/** "1 minuto y 5 segundos", the time left in words. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const s = seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  if (minutes === 0) return s;
  return seconds === 0 ? m : `${m} y ${s}`;
}

/**
 * The time left that the warning's status region says: each whole minute, then 30 and 10 seconds.
 * Said once a second, the countdown would be noise a screen reader never stops reading.
 */
export function countdownMark(ms: number): number {
  if (ms <= 10_000) return 10_000;
  if (ms <= 30_000) return 30_000;
  return Math.ceil(ms / 60_000) * 60_000;
}

/** Events that mean someone is at the keyboard or the pointer. */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
