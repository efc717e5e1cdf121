import { formatPageTitle, useLocation, useMatches } from '@sello/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { titleFromMatches } from './route-handle';

const SUFFIX = ' - Sello';

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * After every navigation but the first: keep document.title in step (from the route's
 * `handle.title`, else the page's own title, else its h1), move focus to the h1 so screen-reader
 * users hear where they are, and return the text to announce in a polite live region.
 */
export function useRouteFocus(mainId: string): string {
  const location = useLocation();
  const matches = useMatches();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);
  const previousTitle = useRef<string | null>(null);
  const handleTitle = titleFromMatches(matches);

  useEffect(() => {
    // Wait a frame: lazily rendered pages commit their h1 (and their own title) first.
    const frame = requestAnimationFrame(() => {
      const heading = pageHeading();
      if (handleTitle) {
        document.title = formatPageTitle(handleTitle);
      } else if (document.title === previousTitle.current || !document.title.endsWith(SUFFIX)) {
        const text = heading?.textContent?.trim();
        if (text) document.title = formatPageTitle(text);
      }
      previousTitle.current = document.title;
      if (firstRender.current) {
        firstRender.current = false;
        return;
      }
      const target = heading ?? document.getElementById(mainId);
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: false });
      }
      setAnnouncement(document.title.endsWith(SUFFIX) ? document.title.slice(0, -SUFFIX.length) : document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, handleTitle, mainId]);

  return announcement;
}
