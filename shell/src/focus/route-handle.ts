/** What a route may carry in `handle` for the shell: the page's name, without ' - Sello'. */
export interface RouteHandle {
  title?: string;
}

export function titleFromMatches(matches: readonly { handle?: unknown }[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle && typeof handle.title === 'string' && handle.title) return handle.title;
  }
  return null;
}
