import type { PortalRoute } from '@sello/shared-ui';

const page = () => import('./routes/institution-page').then((m) => ({ Component: m.InstitutionPage }));

export const institutionsRoutes: PortalRoute[] = [
  {
    path: '/admin/panel/instituciones',
    handle: { title: 'Instituciones reconocidas' },
    lazy: () => import('./routes/institutions-list-page').then((m) => ({ Component: m.InstitutionsListPage })),
  },
  { path: '/admin/panel/instituciones/crear', handle: { title: 'Agregar institución reconocida' }, lazy: page },
  { path: '/admin/panel/instituciones/:id', handle: { title: 'Editar institución reconocida' }, lazy: page },
];
