import type { PortalRoute } from '@sello/shared-ui';
import { PROCESS_BASE } from './lib/process-step';

export const processRoutes: PortalRoute[] = [
  {
    path: PROCESS_BASE,
    handle: { title: 'Bitácora y declaración' },
    lazy: () => import('./routes/logbook-step-page').then((m) => ({ Component: m.LogbookStepPage })),
  },
  {
    path: `${PROCESS_BASE}/admisibilidad`,
    handle: { title: 'Admisibilidad' },
    lazy: () => import('./routes/admissibility-page').then((m) => ({ Component: m.AdmissibilityPage })),
  },
  {
    path: `${PROCESS_BASE}/postulacion`,
    handle: { title: 'Postulación' },
    lazy: () => import('./routes/requirements-step-page').then((m) => ({ Component: m.RequirementsStepPage })),
  },
  {
    path: `${PROCESS_BASE}/requisitos`,
    handle: { title: 'Requisitos' },
    lazy: () => import('./routes/requirements-list-page').then((m) => ({ Component: m.RequirementsListPage })),
  },
];
