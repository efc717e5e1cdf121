import type { PortalRoute } from '@sello/shared-ui';

export const homeEditorRoutes: PortalRoute[] = [
  {
    path: '/admin/home-editar',
    handle: { title: 'Editar página de inicio' },
    lazy: () => import('./routes/home-editor-page').then((m) => ({ Component: m.HomeEditorPage })),
  },
];
