import type { RouteObject } from '@sello/shared-ui';

export const reviewsRoutes: RouteObject[] = [
  {
    path: '/revisor',
    handle: { title: 'Área de revisión' },
    lazy: () => import('./routes/reviewer-landing-page').then((m) => ({ Component: m.ReviewerLandingPage })),
  },
];
