import type { PortalRoute } from '@sello/shared-ui';

export const faqRoutes: PortalRoute[] = [
  {
    path: '/preguntas-frecuentes',
    handle: { title: 'Preguntas frecuentes' },
    lazy: () => import('./routes/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
];
