import type { RouteObject } from '@sello/shared-ui';

export const institutionsRoutes: RouteObject[] = [
  {
    path: '/instituciones-reconocidas',
    handle: { title: 'Instituciones reconocidas' },
    lazy: () => import('./routes/institutions-page').then((m) => ({ Component: m.InstitutionsPage })),
  },
];
