import { getHome, getNoticias } from '@sello/shared-api';
import type { PortalRoute } from '@sello/shared-ui';
import { prefetch } from '../common/data/prefetch';

export const HOME_PREFETCH = { home: 'home', news: 'noticias:1' } as const;

export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    // Runs in parallel with lazy(): the hero (LCP) no longer waits for the page chunk to ask for it.
    prefetch: () => {
      prefetch(HOME_PREFETCH.home, getHome);
      prefetch(HOME_PREFETCH.news, () => getNoticias(1));
    },
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
];
