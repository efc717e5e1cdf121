import type { PortalRoute } from '@sello/shared-ui';

export const programmeRoutes: PortalRoute[] = [
  {
    path: '/sello-chile-inclusivo',
    handle: { title: 'Sello Chile Inclusivo' },
    lazy: () => import('./routes/programme-page').then((m) => ({ Component: m.ProgrammePage })),
  },
  {
    // The category page sets its own title (the category's name).
    path: '/sello-chile-inclusivo/:categoria',
    lazy: () => import('./routes/category-page').then((m) => ({ Component: m.CategoryPage })),
  },
];
