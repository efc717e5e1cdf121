import { createContext, useContext } from 'react';
import type { WizardDraft } from '../api/load-draft';

export interface WizardContextValue {
  draft: WizardDraft;
  /** Records what the server just accepted, so the next step opens without waiting for a reload. */
  update: (patch: Partial<WizardDraft>) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard fuera del asistente de postulación');
  return value;
}
