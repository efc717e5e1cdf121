import type { PortalRoute } from '@sello/shared-ui';
import type { ComponentType } from 'react';
import { WIZARD_BASE } from './lib/steps';

/** A lazily loaded step behind its guard; the layout (heading, banner, draft) stays mounted between steps. */
function guardedStep(number: number, load: () => Promise<ComponentType>): Pick<PortalRoute, 'lazy'> {
  return {
    lazy: async () => {
      const [Page, { StepGuard }] = await Promise.all([load(), import('./components/step-guard')]);
      const Component = () => (
        <StepGuard step={number}>
          <Page />
        </StepGuard>
      );
      return { Component };
    },
  };
}

export const wizardRoutes: PortalRoute[] = [
  {
    path: WIZARD_BASE,
    handle: { title: 'Proceso de postulación' },
    lazy: () => import('./components/wizard-layout').then((m) => ({ Component: m.WizardLayout })),
    children: [
      {
        index: true,
        handle: { title: 'Datos de la institución' },
        ...guardedStep(1, () => import('./routes/institution-step-page').then((m) => m.InstitutionStepPage)),
      },
      {
        path: 'representante-legal',
        handle: { title: 'Representante legal' },
        ...guardedStep(2, () => import('./routes/rep-legal-step-page').then((m) => m.RepLegalStepPage)),
      },
      {
        path: 'encargado-de-postular',
        handle: { title: 'Encargado/a de postular' },
        ...guardedStep(3, () => import('./routes/encargado-step-page').then((m) => m.EncargadoStepPage)),
      },
      {
        path: 'sello-chile-inclusivo-step',
        handle: { title: 'Categoría del Sello Chile Inclusivo' },
        ...guardedStep(4, () => import('./routes/category-step-page').then((m) => m.CategoryStepPage)),
      },
    ],
  },
];
