import { useA11yStore } from '@sello/shared-a11y';
import { lazy, Suspense } from 'react';

// The warning's code (a dialog, the staff calls) loads only for a signed-in staff member: no visitor
// downloads it.
const IdleWarning = lazy(() => import('./idle-warning').then((m) => ({ default: m.IdleWarning })));

/** Mounted once by the shell's layout: watches the idle timeout of staff sessions (WCAG 2.2.1). */
export function StaffSessionWatch() {
  const role = useA11yStore((state) => state.user?.user.role);
  const token = useA11yStore((state) => state.user?.token);
  if (role !== 'admin' && role !== 'revisor') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning key={token} />
    </Suspense>
  );
}
