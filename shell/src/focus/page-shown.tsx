import { formatPageTitle, useLocation } from '@sello/shared-ui';
import { useEffect, useRef } from 'react';

const SUFFIX = ' - Sello';

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
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
 * has really been committed (not while its code is still downloading). After every navigation but
 * the first: keep document.title in step (the route's `handle.title`, else the page's own title,
 * else its h1), move focus to the h1 so screen-reader users hear where they are, and announce it.
 */
export function PageShown({ titleOf, mainId, onAnnounce }: PageShownProps) {
  const location = useLocation();
  // The page the visitor opened keeps the browser's focus; only later navigations move it.
  const firstKey = useRef(location.key);
  const previousTitle = useRef<string | null>(null);

  useEffect(() => {
    // Wait a frame: the page's own effects (its title, its data) run first.
    const frame = requestAnimationFrame(() => {
      const heading = pageHeading();
      const handleTitle = titleOf(location.pathname);
      if (handleTitle) {
        document.title = formatPageTitle(handleTitle);
      } else if (document.title === previousTitle.current || !document.title.endsWith(SUFFIX)) {
        const text = heading?.textContent?.trim();
        if (text) document.title = formatPageTitle(text);
      }
      previousTitle.current = document.title;
      if (location.key === firstKey.current) return;
      const target = heading ?? document.getElementById(mainId);
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: false });
      }
      onAnnounce(document.title.endsWith(SUFFIX) ? document.title.slice(0, -SUFFIX.length) : document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, titleOf, mainId, onAnnounce]);

  return null;
}
