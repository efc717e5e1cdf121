import type { RouteObject } from '@sello/shared-ui';

export const programmeRoutes: RouteObject[] = [
  {
    path: '/sello-chile-inclusivo',
    handle: { title: 'Sello Chile Inclusivo' },
    lazy: () => import('./routes/programme-page').then((m) => ({ Component: m.ProgrammePage })),
  },
];
