import type { RouteObject } from '@sello/shared-ui';

export const howToApplyRoutes: RouteObject[] = [
  {
    path: '/como-postular',
    handle: { title: '¿Cómo postular?' },
    lazy: () => import('./routes/how-to-apply-page').then((m) => ({ Component: m.HowToApplyPage })),
  },
];
