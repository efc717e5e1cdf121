/** Sends the browser to another site (ClaveÚnica). Its own module so tests can watch it: jsdom cannot leave. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
