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
    // No handle.title: the page sets its own ('Evaluar postulación de …'), which a handle title would
    // replace whenever the data arrived before the shell's title frame.
    lazy: () => import('./routes/review-page').then((m) => ({ Component: m.ReviewPage })),
  },
];
