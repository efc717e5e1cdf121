// A staff list's filters and page live in the URL, so a reload, a shared link or Back keeps them.

/** The page of `?page=`: 1 when it is absent or not a whole number above 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only the filters that are set (trimmed), and the page when it is not the first. */
export function listSearch(filters: Readonly<Record<string, string | number | undefined>>): URLSearchParams {
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
