import { useA11yStore } from '@sello/shared-a11y';
import { lazy, Suspense } from 'react';

// The warning's code (a dialog, the session calls) loads only once someone is signed in: no visitor
// downloads it.
const IdleWarning = lazy(() => import('./idle-warning').then((m) => ({ default: m.IdleWarning })));

/**
 * Mounted once by the shell's layout: watches the idle timeout of every session, staff's and
 * applicants' (WCAG 2.2.1: an applicant writing a long answer is warned and can stay, as staff are).
 */
export function SessionWatch() {
  const token = useA11yStore((state) => state.user?.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning key={token} />
    </Suspense>
  );
}
