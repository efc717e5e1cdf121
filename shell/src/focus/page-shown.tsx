import { formatPageTitle, useLocation } from '@sello/shared-ui';
import { useEffect, useLayoutEffect, useRef } from 'react';

const SUFFIX = ' - Sello';
/** How long a fragment's target is waited for (the page draws it once its data has come). */
const TARGET_WAIT_MS = 10_000;
/** The visitor's own doing: after one of these, a late fragment target no longer moves focus or scroll. */
const VISITOR_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** The element the address's fragment names (`#contenido`, `#requisito-6`), if the page has it. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not percent-encoded: the id as written.
  }
  return document.getElementById(id);
}

function focusOn(target: HTMLElement) {
  // Focusable with tabindex -1 (the h1, <main>, a section); a link or a field keeps its place in the tab order.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/**
 * Calls `found` once `find` finds its element in the document (a page draws most of its content
 * when its data comes), unless the visitor presses a key, clicks or scrolls first. Returns `stop`.
 */
function whenDrawn(find: () => HTMLElement | null, found: (target: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => {
    const target = find();
    if (!target) return;
    stop();
    found(target);
  });
  const timer = setTimeout(() => stop(), TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of VISITOR_EVENTS) window.addEventListener(type, stop, true);
  return stop;
}

interface Shown {
  key: string;
  pathname: string;
  /** Path and query: the page. The fragment only names a place in it. */
  page: string;
  hash: string;
}

const sameAddress = (a: Shown, b: Shown) => a.key === b.key && a.page === b.page && a.hash === b.hash;

/**
 * A form field of the page has focus: the visitor is choosing in a filter (a year), and the address
 * follows their choice. With the keyboard, each arrow key on a closed list is such a choice.
 */
function editingIn(mainId: string): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, select, textarea') && !!document.getElementById(mainId)?.contains(active);
}

export interface PageShownProps {
  /** The route's own name (`handle.title`), read once the page is in the document. */
  titleOf: (pathname: string) => string | null;
  /** Where focus goes when a page has no h1. */
  mainId: string;
  /** Receives the name of the page to announce after a navigation. */
  onAnnounce: (message: string) => void;
}

/**
 * Rendered after the page, inside the same Suspense boundary, so its effect runs when the page
 * has really been committed (not while its code is still downloading). On every page, the first
 * included, keep document.title in step (the route's `handle.title`, else the page's own title, else
 * its h1); after every navigation but the first, also move focus to the h1 so screen-reader users
 * hear where they are, and announce it.
 * Focus that went into the page before that frame (the visitor was quicker) stays where it is.
 *
 * An address with a fragment (`…/13#requisito-6`) leads to that place instead of the h1, as a
 * browser does for a plain page: focus (after a navigation) and scroll go to the fragment's target
 * once the page has drawn it. A move within the page (the skip link, an in-page 'Evaluar' link)
 * is not a new page: nothing is announced, and focus goes to the target, never back to the h1.
 */
export function PageShown({ titleOf, mainId, onAnnounce }: PageShownProps) {
  const location = useLocation();
  // The address committed last and the one committed before it (null while the visitor is still on
  // the page they opened, which keeps the browser's focus). Kept at commit, not in the frame: a click
  // within a page's frame (just after hydration) navigates and cancels that frame, and the next page
  // is still a navigation from it. Not a comparison with the first location's key: every history
  // entry the browser made for an in-page link, and the entry the visitor opened, share the key 'default'.
  const committed = useRef<Shown | null>(null);
  const previous = useRef<Shown | null>(null);
  // The commit (the object in `committed`) whose frame ran last: when the effect runs again for the
  // same commit (new props), focus does not move and nothing is announced twice.
  const shown = useRef<Shown | null>(null);
  // The title after the last frame, and the one the page opened had (for when no frame has run yet).
  const previousTitle = useRef<string | null>(null);
  const openedTitle = useRef<string | null>(null);
  // Whether focus has gone into the page's content since it was committed: the visitor tabbed or
  // clicked into it (or the page focused something itself) before the shell's frame came. A late
  // frame (a busy phone) must not then take focus back to the h1 under the visitor's next key.
  const focusedInPage = useRef(false);

  useLayoutEffect(() => {
    focusedInPage.current = false;
    const noteFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && document.getElementById(mainId)?.contains(event.target)) focusedInPage.current = true;
    };
    document.addEventListener('focusin', noteFocus);
    return () => document.removeEventListener('focusin', noteFocus);
  }, [location.key, location.pathname, location.search, location.hash, mainId]);

  useEffect(() => {
    let stopWaiting = () => {};
    const now: Shown = { key: location.key, pathname: location.pathname, page: `${location.pathname}${location.search}`, hash: location.hash };
    if (!committed.current || !sameAddress(committed.current, now)) {
      previous.current = committed.current;
      committed.current = now;
    }
    const commit = committed.current;
    const before = previous.current;
    openedTitle.current ??= document.title;
    // Wait a frame: the page's own effects (its title, its data) run first.
    const frame = requestAnimationFrame(() => {
      const heading = pageHeading();
      const handleTitle = titleOf(location.pathname);
      const titleBefore = previousTitle.current ?? (before ? openedTitle.current : null);
      if (handleTitle) {
        document.title = formatPageTitle(handleTitle);
      } else if (document.title === titleBefore || !document.title.endsWith(SUFFIX)) {
        const text = heading?.textContent?.trim();
        if (text) document.title = formatPageTitle(text);
      }
      previousTitle.current = document.title;

      const again = shown.current === commit;
      shown.current = commit;
      if (again) return;
      const target = fragmentTarget(now.hash);
      if (!before) {
        // The page the visitor opened or reloaded: focus stays. A fragment target drawn after the
        // browser looked for it (now, or once its data comes) is scrolled to, unless the browser
        // restored a scroll or the visitor moved.
        if (now.hash) {
          const reveal = (drawn: HTMLElement) => {
            if (window.scrollY === 0) drawn.scrollIntoView();
          };
          if (target) reveal(target);
          else stopWaiting = whenDrawn(() => fragmentTarget(now.hash), reveal);
        }
        return;
      }
      // Only the query changed while the visitor works a field of the page (a filter): the same page,
      // not a new one. Focus stays in the field (moved to the h1, the next arrow key would be lost)
      // and the page's own live region says what changed (WCAG 3.2.2).
      if (before.pathname === now.pathname && before.hash === now.hash && editingIn(mainId)) return;
      if (before.page === now.page && before.hash !== now.hash) {
        // Within the page: the browser has scrolled to the target; focus goes into it unless it is there already.
        const active = document.activeElement;
        if (target && !(active && target.contains(active))) focusOn(target);
        return;
      }
      const landing = target ?? heading ?? document.getElementById(mainId);
      if (landing && !focusedInPage.current) focusOn(landing);
      // What is not drawn yet (the fragment's target, or the h1 of a page that shows only its loading
      // message until its data comes) gets focus once it is, if focus is still where it was put.
      const late = now.hash && !target ? () => fragmentTarget(now.hash) : !target && !heading ? pageHeading : null;
      if (late && landing) {
        stopWaiting = whenDrawn(late, (drawn) => {
          if (document.activeElement === landing) focusOn(drawn);
        });
      }
      onAnnounce(document.title.endsWith(SUFFIX) ? document.title.slice(0, -SUFFIX.length) : document.title);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [location.key, location.pathname, location.search, location.hash, titleOf, mainId, onAnnounce]);

  return null;
}
