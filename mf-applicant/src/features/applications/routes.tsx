import { Navigate, type PortalRoute } from '@sello/shared-ui';

export const applicationsRoutes: PortalRoute[] = [
  { path: '/postulante', element: <Navigate to="/postulante/postulaciones" replace /> },
  {
    path: '/postulante/postulaciones',
    handle: { title: 'Mis postulaciones' },
    lazy: () => import('./routes/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
  },
  {
    path: '/postulante/gestion-institucional-inclusiva',
    handle: { title: 'Gestión institucional inclusiva' },
    lazy: () => import('./routes/category-info-page').then((m) => ({ Component: m.CategoryInfoPage })),
  },
  {
    path: '/postulante/postulacion',
    handle: { title: 'Postulación' },
    lazy: () => import('./routes/application-view-page').then((m) => ({ Component: m.ApplicationViewPage })),
  },
  {
    path: '/postulante/requisito/:id',
    handle: { title: 'Requisito' },
    lazy: () => import('./routes/requirement-page').then((m) => ({ Component: m.RequirementPage })),
  },
];
