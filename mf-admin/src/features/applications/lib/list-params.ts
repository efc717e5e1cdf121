// The list's filters and page live in the URL, so a reload, a shared link or Back keeps them.
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
  const page = Number(params.get('page'));
  return {
    institucion: params.get('institucion') ?? '',
    categoria_id: params.get('categoria_id') ?? '',
    anno: params.get('anno') ?? '',
    estado: params.get('estado') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only the filters that are set, and the page when it is not the first. */
export function toSearch(filters: Partial<ListFilters>): URLSearchParams {
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

/** Spec section 9: the admin year filter offers the current year and the two before. */
export function adminYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2];
}
