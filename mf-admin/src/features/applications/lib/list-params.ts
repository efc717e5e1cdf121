import { pageParam } from '@sello/shared-ui';

// The list's filters and page live in the URL (listSearch writes them), so a reload, a shared link
// or Back keeps them.
export interface ListFilters {
  institucion: string;
  categoria_id: string;
  anno: string;
  estado: string;
  page: number;
}

export type FilterValues = Omit<ListFilters, 'page'>;

export const EMPTY_FILTERS: FilterValues = { institucion: '', categoria_id: '', anno: '', estado: '' };

export function readFilters(params: URLSearchParams): ListFilters {
  return {
    institucion: params.get('institucion') ?? '',
    categoria_id: params.get('categoria_id') ?? '',
    anno: params.get('anno') ?? '',
    estado: params.get('estado') ?? '',
    page: pageParam(params),
  };
}

/** The API's filter object (numbers where it wants numbers, nothing for empty filters). */
export function toApiFilters(filters: ListFilters) {
  return {
    institucion: filters.institucion || undefined,
    categoria_id: filters.categoria_id ? Number(filters.categoria_id) : undefined,
    anno: filters.anno ? Number(filters.anno) : undefined,
    estado: (filters.estado || undefined) as never,
    page: filters.page,
  };
}
