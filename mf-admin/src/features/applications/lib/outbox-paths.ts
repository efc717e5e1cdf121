export const OUTBOX_PATH = '/admin/panel/correos';

export const mailPath = (id: number) => `${OUTBOX_PATH}/${id}`;

/**
 * The list's filters travel to a message in the link's history state, not in the message's address:
 * the address stays the one to share, and a reload or Back still finds them (the browser keeps the
 * state with the history entry).
 */
export interface OutboxReturnState {
  lista: string;
}

export const outboxReturnState = (search: string): OutboxReturnState => ({ lista: search });

/** The list to go back to: with the filters it was left with, or the whole list (a shared link, a bookmark). */
export function outboxReturnPath(state: unknown): string {
  const lista = (state as Partial<OutboxReturnState> | null)?.lista;
  return typeof lista === 'string' && lista.startsWith('?') ? `${OUTBOX_PATH}${lista}` : OUTBOX_PATH;
}
