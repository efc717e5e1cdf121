import type { RouteObject } from '@sello/shared-ui';

export const faqRoutes: RouteObject[] = [
  {
    path: '/preguntas-frecuentes',
    handle: { title: 'Preguntas frecuentes' },
    lazy: () => import('./routes/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
];
