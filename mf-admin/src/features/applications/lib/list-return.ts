/**
 * A list's filters and page travel to one of its items in the link's history state, not in the item's
 * address: the address stays the one to share, and a reload or Back still finds them (the browser
 * keeps the state with the history entry). The item's pages pass the state on to each other.
 */
export interface ListReturnState {
  lista: string;
}

export const listReturnState = (search: string): ListReturnState => ({ lista: search });

/** The list `listPath` to go back to: with the filters it was left with, or the whole list (a shared link, a bookmark). */
export function listReturnPath(listPath: string, state: unknown): string {
  const lista = (state as Partial<ListReturnState> | null)?.lista;
  return typeof lista === 'string' && lista.startsWith('?') ? `${listPath}${lista}` : listPath;
}
