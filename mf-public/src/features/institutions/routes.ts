import type { PortalRoute } from '@sello/shared-ui';

export const institutionsRoutes: PortalRoute[] = [
  {
    path: '/instituciones-reconocidas',
    handle: { title: 'Instituciones reconocidas' },
    lazy: () => import('./routes/institutions-page').then((m) => ({ Component: m.InstitutionsPage })),
  },
];
