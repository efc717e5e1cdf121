/** `?page=N` with N >= 1; anything else is page 1. */
export function readPage(raw: string | null): number {
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
