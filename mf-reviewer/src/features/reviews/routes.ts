import type { PortalRoute } from '@sello/shared-ui';

export const reviewsRoutes: PortalRoute[] = [
  {
    path: '/revisor',
    handle: { title: 'Área de revisión' },
    lazy: () => import('./routes/reviewer-landing-page').then((m) => ({ Component: m.ReviewerLandingPage })),
  },
];
