let chileYear: Intl.DateTimeFormat | undefined;

/**
 * The year in Chile's calendar (a server's clock may run on UTC, where the year turns hours
 * earlier). `@sello/shared-api/calendar` is not a shared singleton: each app bundles this copy, so a
 * new remote never depends on what an older shell provides, and a public page reads it without valibot.
 */
export function yearInChile(now: Date = new Date()): number {
  chileYear ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', year: 'numeric' });
  return Number(chileYear.format(now));
}
