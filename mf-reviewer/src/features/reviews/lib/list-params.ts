import { pageParam } from '@sello/shared-ui';

export const QUEUE_PATH = '/revisor/postulaciones';

// The queue's filters and page live in the URL (listSearch writes them), so a reload, a shared link
// or Back keeps them.
export interface QueueFilters {
  institucion: string;
  categoria_id: string;
  anno: string;
  page: number;
}

export const EMPTY_FILTERS: Omit<QueueFilters, 'page'> = { institucion: '', categoria_id: '', anno: '' };

export function readFilters(params: URLSearchParams): QueueFilters {
  return {
    institucion: params.get('institucion') ?? '',
    categoria_id: params.get('categoria_id') ?? '',
    anno: params.get('anno') ?? '',
    page: pageParam(params),
  };
}

/**
 * The queue as it was left (its search) travels to an application in the link's history state, not in
 * the application's address, which stays the one to share: 'Volver' goes back to it, or to the whole
 * queue when there is none (a shared link, a bookmark). The browser keeps the state with the entry.
 */
export const queueReturnState = (search: string) => ({ cola: search });

export function queueReturnPath(state: unknown): string {
  const cola = (state as { cola?: unknown } | null)?.cola;
  return typeof cola === 'string' && cola.startsWith('?') ? `${QUEUE_PATH}${cola}` : QUEUE_PATH;
}
