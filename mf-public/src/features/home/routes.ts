import { getHome, getNoticias, type HomeContent } from '@sello/shared-api';
import type { PortalRoute } from '@sello/shared-ui';
import { prefetch } from '../common/data/prefetch';

export const HOME_PREFETCH = { home: 'home', news: 'noticias:1' } as const;

/**
 * The landing image (the page's LCP element) starts downloading as soon as its address is known,
 * while the page's code is still arriving or rendering; the <img> then finds it in the cache.
 */
export function startHeroDownload(home: HomeContent): HomeContent {
  if (home.landing_image_url) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = home.landing_image_url;
  }
  return home;
}

export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    // Runs in parallel with lazy(): the hero (LCP) no longer waits for the page chunk to ask for it.
    prefetch: () => {
      prefetch(HOME_PREFETCH.home, () => getHome().then(startHeroDownload));
      prefetch(HOME_PREFETCH.news, () => getNoticias(1));
    },
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
];
