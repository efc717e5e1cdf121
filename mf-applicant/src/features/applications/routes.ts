import type { RouteObject } from '@sello/shared-ui';

export const applicationsRoutes: RouteObject[] = [
  {
    path: '/postulante',
    handle: { title: 'Área del postulante' },
    lazy: () => import('./routes/applicant-landing-page').then((m) => ({ Component: m.ApplicantLandingPage })),
  },
];
