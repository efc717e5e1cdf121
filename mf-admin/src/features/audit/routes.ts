import type { PortalRoute } from '@sello/shared-ui';

export const auditRoutes: PortalRoute[] = [
  { path: '/admin/panel/auditoria', handle: { title: 'Auditoría' }, lazy: () => import('./routes/audit-page').then((m) => ({ Component: m.AuditPage })) },
];
