import { Navigate, type PortalRoute } from '@sello/shared-ui';

export const reviewsRoutes: PortalRoute[] = [
  { path: '/revisor', element: <Navigate to="/revisor/postulaciones" replace /> },
  {
    path: '/revisor/postulaciones',
    handle: { title: 'Postulaciones asignadas' },
    lazy: () => import('./routes/queue-page').then((m) => ({ Component: m.QueuePage })),
  },
  {
    path: '/revisor/postulaciones/:id',
    handle: { title: 'Evaluar postulación' },
    lazy: () => import('./routes/review-page').then((m) => ({ Component: m.ReviewPage })),
  },
];
