import { usePageTitle } from '@sello/shared-ui';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';

// Which forms of the page show errors, reported by each form (see useFormPageTitle).
const ReportErrors = createContext<((form: string, error: boolean) => void) | null>(null);

/**
 * The title of a page with several forms (an application's page): 'Error: ' first while any of them
 * shows errors. Each form set the title itself, so the last one to change won: a form without errors
 * took 'Error: ' away while another still showed its own.
 */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  const [withErrors, setWithErrors] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((form: string, error: boolean) => {
    setWithErrors((prev) => {
      if (prev.has(form) === error) return prev;
      const next = new Set(prev);
      if (error) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  usePageTitle(title, { error: withErrors.size > 0 });
  return <ReportErrors.Provider value={report}>{children}</ReportErrors.Provider>;
}

/**
 * A form's say in the page title `title`: 'Error: ' first while `error`. Inside a PageTitle it only
 * reports whether it shows errors (and stops counting when it goes away); alone, it sets the title
 * (none with a null `title`: for a part only used inside a PageTitle).
 */
export function useFormPageTitle(title: string | null, error: boolean) {
  const report = useContext(ReportErrors);
  const form = useId();
  usePageTitle(report ? null : title, { error });
  useEffect(() => {
    report?.(form, error);
  }, [report, form, error]);
  useEffect(() => () => report?.(form, false), [report, form]);
}
