import { pageParam } from '@sello/shared-ui';

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
