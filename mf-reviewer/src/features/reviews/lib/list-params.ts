// The queue's filters and page live in the URL, so a reload, a shared link or Back keeps them.
export interface QueueFilters {
  institucion: string;
  categoria_id: string;
  anno: string;
  page: number;
}

export const EMPTY_FILTERS: Omit<QueueFilters, 'page'> = { institucion: '', categoria_id: '', anno: '' };

export function readFilters(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page'));
  return {
    institucion: params.get('institucion') ?? '',
    categoria_id: params.get('categoria_id') ?? '',
    anno: params.get('anno') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only the filters that are set, and the page when it is not the first. */
export function toSearch(filters: Partial<QueueFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page') {
      if (typeof value === 'number' && value > 1) params.set('page', String(value));
    } else if (typeof value === 'string' && value.trim() !== '') {
      params.set(key, value.trim());
    }
  }
  return params;
}
