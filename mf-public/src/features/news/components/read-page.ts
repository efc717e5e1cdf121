/**
 * `?page=N` with N a whole number >= 1 (any size: past the last page the page says so); anything
 * else is page 1. The portal server reads it the same way (scripts/lib/ssr/public-pages.mjs).
 */
export function readPage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}
