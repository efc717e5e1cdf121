import type { PortalRoute } from '@sello/shared-ui';

/**
 * The review workflow's admin pages (issue 9); mounted inside the admin-only guard of app/routes.tsx.
 * The pages of one application or message set their own title (the institution's or requirement's name, the subject): a
 * `handle.title` would replace it whenever the data arrived before the shell's title frame.
 */
export const applicationsRoutes: PortalRoute[] = [
  {
    path: '/admin/panel/postulaciones',
    handle: { title: 'Postulaciones' },
    lazy: () => import('./routes/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
  },
  {
    path: '/admin/panel/postulaciones/:id',
    lazy: () => import('./routes/application-page').then((m) => ({ Component: m.ApplicationPage })),
  },
  {
    path: '/admin/panel/postulaciones/:id/requisito/:requisitoId',
    lazy: () => import('./routes/requirement-page').then((m) => ({ Component: m.RequirementPage })),
  },
  {
    path: '/admin/panel/correos',
    handle: { title: 'Correos' },
    lazy: () => import('./routes/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
  {
    path: '/admin/panel/correos/:id',
    lazy: () => import('./routes/mail-page').then((m) => ({ Component: m.MailPage })),
  },
  {
    path: '/admin/panel/umbrales',
    handle: { title: 'Umbrales de aprobación' },
    lazy: () => import('./routes/thresholds-page').then((m) => ({ Component: m.ThresholdsPage })),
  },
  {
    path: '/admin/panel/publicaciones',
    handle: { title: 'Pendientes de publicación' },
    lazy: () => import('./routes/pending-publication-page').then((m) => ({ Component: m.PendingPublicationPage })),
  },
  {
    path: '/admin/panel/publicaciones/:id',
    lazy: () => import('./routes/publish-page').then((m) => ({ Component: m.PublishPage })),
  },
];
