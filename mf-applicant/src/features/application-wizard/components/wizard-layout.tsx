import { useA11yStore } from '@sello/shared-a11y';
import { Box, ErrorState, LoadingState, Navigate, Outlet, PageHeading, Text, useAsync, useLocation } from '@sello/shared-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { loadWizardDraft, type WizardDraft } from '../api/load-draft';
import { forgetKeptInput, KEPT_STEPS } from '../lib/kept-input';
import { earliestIncomplete, stepPath, WIZARD_BASE, WIZARD_STEPS } from '../lib/steps';
import { WizardContext } from './wizard-context';

/** Shell of the four steps: heading, welcome banner, "Paso n de 4", and the draft loaded from the server. */
export function WizardLayout() {
  const name = useA11yStore((state) => state.user?.user.name);
  const { data, error, loading, reload } = useAsync(() => loadWizardDraft(), []);
  const [patch, setPatch] = useState<Partial<WizardDraft>>({});
  const location = useLocation();
  const current = WIZARD_STEPS.find((step) => step.path === location.pathname.replace(/\/+$/, '')) ?? WIZARD_STEPS[0]!;

  const update = useCallback((next: Partial<WizardDraft>) => {
    // A step the server has just saved: what was kept of its typing is no longer needed.
    for (const step of KEPT_STEPS) if (next[step]) forgetKeptInput(step);
    setPatch((prev) => ({ ...prev, ...next }));
  }, []);
  const value = useMemo(() => (data ? { draft: { ...data, ...patch }, update } : null), [data, patch, update]);

  // Save and return: entering at the wizard's start resumes at the first unsaved step. Only on entry,
  // so Cancel from step 2 can still open step 1.
  const entryChecked = useRef(false);
  if (value && !entryChecked.current) {
    entryChecked.current = true;
    const resumeAt = earliestIncomplete(value.draft.step);
    if (location.pathname.replace(/\/+$/, '') === WIZARD_BASE && resumeAt > 1) return <Navigate to={stepPath(resumeAt)} replace />;
  }

  return (
    <>
      <PageHeading>Proceso de postulación</PageHeading>
      <Box bg="bg.muted" borderRadius="l2" p="4" mb="6">
        <Text fontWeight="semibold">{name ? `¡Bienvenido/a, ${name}!` : '¡Bienvenido/a!'}</Text>
        <Text>
          Registra los datos de tu institución, de su representante legal y de la persona encargada de postular, y elige
          la categoría del Sello Chile Inclusivo. Tu avance se guarda al terminar cada paso.
        </Text>
      </Box>
      <Text fontWeight="medium" mb="2">{`Paso ${current.number} de ${WIZARD_STEPS.length}`}</Text>
      {loading ? <LoadingState label="Cargando tu postulación…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {value ? (
        <WizardContext.Provider value={value}>
          <Outlet />
        </WizardContext.Provider>
      ) : null}
    </>
  );
}
