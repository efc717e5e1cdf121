import { createHash } from 'node:crypto';

// A server-rendered page paints from its HTML and CSS alone; its JavaScript only makes it
// interactive. Loaded with `defer`, the shell's entry (the federation runtime, then hydration) ran
// as soon as the HTML was parsed, on a phone often before the page's largest picture had arrived,
// and the picture then waited for it to paint (Lighthouse's mobile LCP of `/noticias` and `/`
// 1.7-2.5 s, 1.3-1.5 s with this; `npm run bench:web`). So on these pages the entry is added once
// the page has loaded (its pictures are in) and a frame has been painted with them. A tab opened in
// the background paints nothing (no animation frames there): it loads at once. If the page has not
// loaded after LOAD_WAIT_MS (a picture stuck on a slow network), the entry comes anyway: the
// menu and the toolbar should not wait on a picture.
const LOAD_WAIT_MS = 3000;
const SCRIPT = [
  "(function(){var u=document.currentScript.getAttribute('data-entry'),s=0;",
  "function go(){if(s)return;s=1;var e=document.createElement('script');e.src=u;document.head.appendChild(e)}",
  'function painted(){if(document.hidden)go();else requestAnimationFrame(function(){setTimeout(go,0)})}',
  `setTimeout(go,${LOAD_WAIT_MS});`,
  "if(document.readyState==='complete')painted();else addEventListener('load',painted,{once:true})})();",
].join('');

/** The CSP source that lets this inline script run: its text never changes, so neither does its hash. */
export const HYDRATE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** A server-rendered page: the shell's deferred entry script becomes the inline script that adds it after the first paint. */
export function withHydrationAfterPaint(document) {
  return document.replace(/<script defer src="([^"]+)"><\/script>/, (_, src) => `<script data-entry="${src}">${SCRIPT}</script>`);
}
