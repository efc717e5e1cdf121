import type { RouteObject } from '@sello/shared-ui';

export const wizardRoutes: RouteObject[] = [
  {
    path: '/proceso-de-postulacion',
    handle: { title: 'Proceso de postulación' },
    lazy: () => import('./routes/wizard-landing-page').then((m) => ({ Component: m.WizardLandingPage })),
  },
];
