import { createHash } from 'node:crypto';

// Theme and font scale before the first paint. The shell's page has no CSS of its own until
// Chakra's runtime styles arrive with the JavaScript, so a visitor who chose the dark theme or a
// larger font would first see a white, unscaled page. This blocking inline block, placed in
// <head> before anything that paints, applies the stored choices to <html> exactly as
// shared-ui's applyDocumentTheme does later (class, data-theme, color-scheme, --sello-font-scale);
// React never renders <html>, so hydration has nothing to disagree with.

// The background and text colours of shared-ui's palette (shared-ui/src/theme/palette.ts, `bg`
// and `fg` of each mode) and the root font size of its global CSS (shared-ui/src/theme/system.ts,
// 570 px = MOBILE_MAX_WIDTH). The e2e test html-first-theme compares the first frame with the
// hydrated page, so a palette change that is not copied here fails it.
const STYLE = [
  'html{font-size:calc(100% * var(--sello-font-scale,1));background:#FFFFFF;color:#1A1A1A}',
  'html.dark{background:#121212;color:#F2F2F2}',
  '@media (max-width:570px){html{font-size:calc(87.5% * var(--sello-font-scale,1))}}',
].join('');

// Same reading as shared-a11y's parseTheme/parseFontScale (localStorage keys `theme` and `fs`):
// anything but 'Dark' is light; anything but 1.2 or 1.4 (one decimal) is 1.
const SCRIPT = [
  '(function(){var d=document.documentElement,t=null,f=null;',
  "try{t=localStorage.getItem('theme');f=localStorage.getItem('fs')}catch(e){}",
  "var k=t==='Dark',s=Math.round(Number(f)*10)/10;",
  "d.classList.add(k?'dark':'light');d.setAttribute('data-theme',k?'dark':'light');",
  "d.style.colorScheme=k?'dark':'light';",
  "d.style.setProperty('--sello-font-scale',String(s===1.2||s===1.4?s:1))})();",
].join('');

/**
 * The CSP source that lets this one inline script run (and no other): its hash never changes, so
 * a page kept by a shared cache gives nothing away, as a per-answer nonce served to many would.
 */
export const PRE_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The inline style and script for the top of <head>. */
export function prePaintHead() {
  return `<style id="sello-pre-paint">${STYLE}</style><script id="sello-pre-paint-script">${SCRIPT}</script>`;
}

/** Puts the pre-paint block right after <head>'s charset and viewport, before the title and any script. */
export function withPrePaint(document) {
  const block = prePaintHead();
  const anchor = document.match(/<meta name="viewport"[^>]*>/);
  if (anchor) return document.replace(anchor[0], () => `${anchor[0]}${block}`);
  return document.replace('<head>', () => `<head>${block}`);
}
