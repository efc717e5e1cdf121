import { Navigate } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { redirectFor } from '../lib/steps';
import { useWizard } from './wizard-context';

/** Opening a later step before an earlier one is saved sends the applicant to the earliest incomplete step. */
export function StepGuard({ step, children }: { step: number; children: ReactNode }) {
  const { draft } = useWizard();
  const target = redirectFor(step, draft.step);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
