// Deadlines are calendar dates ('YYYY-MM-DD') of the programme, which runs on Chilean time: the
// browser's own time zone must not move a deadline by a day.
const chileDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Chile as 'YYYY-MM-DD' (en-CA formats dates that way). */
export function todayInChile(now: Date = new Date()): string {
  return chileDay.format(now);
}

/** The deadline's day itself still counts: it has passed only from the next day on. */
export function deadlinePassed(deadline: string | null | undefined, now: Date = new Date()): boolean {
  return !!deadline && todayInChile(now) > deadline;
}
