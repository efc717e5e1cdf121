import type { PortalRoute } from '@sello/shared-ui';

/**
 * Every path no other remote claims reaches mf-public (the shell knows no public page), so the
 * public remote answers the ones it has no page for. Listed last in app/routes.tsx.
 */
export const notFoundRoutes: PortalRoute[] = [
  {
    path: '*',
    handle: { title: 'Página no encontrada' },
    lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
