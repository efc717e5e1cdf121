import { getHome, getNoticias } from '@sello/shared-api';
import type { RouteObject } from '@sello/shared-ui';
import { prefetch } from '../common/data/prefetch';

export const HOME_PREFETCH = { home: 'home', news: 'noticias:1' } as const;

export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    // Runs in parallel with lazy(): the hero (LCP) no longer waits for the page chunk to ask for it.
    loader: () => {
      prefetch(HOME_PREFETCH.home, getHome);
      prefetch(HOME_PREFETCH.news, () => getNoticias(1));
      return null;
    },
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
];
