import { type PostulacionDetalle } from '@sello/shared-api';
import { deleteArchivo, getMediosVerificacion } from '@sello/shared-api/applicant';
import { Button, ErrorState, Heading, LoadingState, notify, PageHeading, RouterLink, Text, useAsync, usePageTitle } from '@sello/shared-ui';
import { Alert } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { ApplicationName, CurrentApplication, FilesTable, isEditable, PageActions, refusalText, withApplication } from '../../applicant-core';
import { AdmissibilityUploadForm } from '../components/admissibility-upload-form';
import { ProcessSteps } from '../components/process-steps';
import { VerificationMeansTable } from '../components/verification-means-table';
import { PROCESS_STEPS, reachedStep } from '../lib/process-step';

const HEADING_ID = 'admisibilidad-titulo';
const STEP1_NOTE_ID = 'admisibilidad-paso-1';
const CONTINUE_HINT_ID = 'continuar-ayuda';

function Admissibility({ detail, reload }: { detail: PostulacionDetalle; reload: () => void }) {
  // A refused deletion stays on the page (a toast is gone in seconds). An alert, not a second error
  // summary: the upload form below has its own.
  const [refused, setRefused] = useState<string | null>(null);
  usePageTitle('Admisibilidad', { error: refused !== null });
  const categoriaId = detail.categoria_id ?? undefined;
  const medios = useAsync(() => getMediosVerificacion(categoriaId), [categoriaId]);
  const reached = reachedStep(detail);
  const editable = isEditable(detail);
  const p1 = detail.obtencion_sello_p1;
  // A disabled button alone does not say why: it points at the text that does.
  const continueHint = reached < 2 ? STEP1_NOTE_ID : reached === 2 ? CONTINUE_HINT_ID : undefined;

  const remove = async (fileId: string) => {
    setRefused(null);
    try {
      await deleteArchivo(fileId);
    } catch (error) {
      setRefused(refusalText(error));
      return;
    }
    notify({ type: 'success', title: 'Archivo eliminado.' });
    // The page stays while it reloads, then the deleted file's row goes with the button just pressed
    // (focus would fall to <body>): the section's heading takes focus now.
    document.getElementById(HEADING_ID)?.focus();
    reload();
  };

  const rows = detail.obtencion_sello_p2.map((p2) => ({
    key: String(p2.id),
    label: medios.data?.find((m) => m.id === p2.medio_verificacion_id)?.nombre ?? '—',
    file: p2.archivo_verificacion,
    onDelete: editable ? () => void remove(p2.archivo_verificacion.id) : undefined,
  }));

  return (
    <>
      <PageHeading>{detail.categoria ?? 'Categoría seleccionada'}</PageHeading>
      <ApplicationName detail={detail} />
      <ProcessSteps current={2} reached={reached} />
      <Heading as="h2" id={HEADING_ID} tabIndex={-1} textStyle="xl" mb="3">Admisibilidad</Heading>
      {reached < 2 ? (
        <Text id={STEP1_NOTE_ID} mb="4">
          Sube primero la bitácora y el formulario de declaración.{' '}
          <RouterLink to={withApplication(PROCESS_STEPS[0].path, detail.id)}>Ir al paso 1</RouterLink>
        </Text>
      ) : null}
      {medios.loading ? <LoadingState /> : null}
      {medios.error ? <ErrorState message={medios.error.message} onRetry={medios.reload} /> : null}
      {medios.data ? <VerificationMeansTable rows={medios.data} /> : null}
      {refused ? (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FilesTable caption="Archivos de verificación subidos" labelHeader="Medio de verificación" rows={rows} />
      {editable && p1 && medios.data ? <AdmissibilityUploadForm p1Id={p1.id} medios={medios.data} onSaved={reload} /> : null}
      {reached === 2 ? (
        <Text id={CONTINUE_HINT_ID} mt="6" mb="2">Guarda al menos un archivo de verificación para continuar.</Text>
      ) : null}
      <PageActions back={{ to: withApplication(PROCESS_STEPS[0].path, detail.id) }}>
        {reached > 2 ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={withApplication(PROCESS_STEPS[2].path, detail.id)}>Continuar</RouterLink>
          </Button>
        ) : (
          <Button colorPalette="brand" disabled aria-describedby={continueHint}>Continuar</Button>
        )}
      </PageActions>
    </>
  );
}

export function AdmissibilityPage() {
  return <CurrentApplication>{(detail, reload) => <Admissibility detail={detail} reload={reload} />}</CurrentApplication>;
}
