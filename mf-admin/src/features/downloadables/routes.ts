import type { PortalRoute } from '@sello/shared-ui';

const page = () => import('./routes/downloadable-page').then((m) => ({ Component: m.DownloadablePage }));

export const downloadablesRoutes: PortalRoute[] = [
  {
    path: '/admin/panel/descargables',
    handle: { title: 'Descargables' },
    lazy: () => import('./routes/downloadables-list-page').then((m) => ({ Component: m.DownloadablesListPage })),
  },
  { path: '/admin/panel/descargables/crear', handle: { title: 'Agregar descargable' }, lazy: page },
  { path: '/admin/panel/descargables/:id', handle: { title: 'Editar descargable' }, lazy: page },
];
