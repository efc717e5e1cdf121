export const WIZARD_BASE = '/proceso-de-postulacion';

export interface WizardStep {
  number: 1 | 2 | 3 | 4;
  path: string;
  title: string;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { number: 1, path: WIZARD_BASE, title: 'Datos de la institución' },
  { number: 2, path: `${WIZARD_BASE}/representante-legal`, title: 'Representante legal' },
  { number: 3, path: `${WIZARD_BASE}/encargado-de-postular`, title: 'Encargado/a de postular' },
  { number: 4, path: `${WIZARD_BASE}/sello-chile-inclusivo-step`, title: 'Categoría del Sello Chile Inclusivo' },
];

export function stepPath(step: number): string {
  const found = WIZARD_STEPS.find((item) => item.number === step);
  return (found ?? WIZARD_STEPS[0]!).path;
}

/** The first step whose data is not saved yet: the server's step, clamped to the wizard's 1..4. */
export function earliestIncomplete(savedStep: number): number {
  if (!Number.isFinite(savedStep) || savedStep < 1) return 1;
  return Math.min(Math.floor(savedStep), 4);
}

/** Where a request for `requested` must go instead, or null when that step may be opened. */
export function redirectFor(requested: number, savedStep: number): string | null {
  const allowed = earliestIncomplete(savedStep);
  return requested > allowed ? stepPath(allowed) : null;
}

/** Cancel: step 1 goes back to the wizard's start, later steps to the previous step. */
export function cancelPath(step: number): string {
  return step <= 1 ? WIZARD_BASE : stepPath(step - 1);
}
