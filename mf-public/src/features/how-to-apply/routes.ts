import type { PortalRoute } from '@sello/shared-ui';

export const howToApplyRoutes: PortalRoute[] = [
  {
    path: '/como-postular',
    handle: { title: '¿Cómo postular?' },
    lazy: () => import('./routes/how-to-apply-page').then((m) => ({ Component: m.HowToApplyPage })),
  },
];
