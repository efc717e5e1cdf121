import { type PostulacionDetalle } from '@sello/shared-api';
import { storeObtencionP1 } from '@sello/shared-api/applicant';
import { Box, Button, Heading, notify, PageHeading, RouterLink, Text, useNavigate, chakra } from '@sello/shared-ui';
import { ErrorSummary, FileInput, FormField } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import {
  ApplicationName, CurrentApplication, FilesTable, isEditable, NOT_EDITABLE_MESSAGE, PageActions, PDF_HINT, pdfOnly, SAVED_MESSAGE, UploadProgress, useSaveRefusal, withApplication,
} from '../../applicant-core';
import { ProcessSteps } from '../components/process-steps';
import { TemplatesLinks } from '../components/templates-links';
import { PROCESS_STEPS, reachedStep } from '../lib/process-step';

interface LogbookValues {
  bitacora: FileList | null;
  declaracion_autoridad: FileList | null;
}

const ORDER = ['bitacora', 'declaracion_autoridad'] as const;
const SUBMIT_ID = 'subir-bitacora-declaracion';

function LogbookStep({ detail }: { detail: PostulacionDetalle }) {
  const navigate = useNavigate();
  const form = useForm<LogbookValues>({ shouldFocusError: false });
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  // Sets the title too: 'Error: Bitácora y declaración - Sello' while the summary shows.
  const refusal = useSaveRefusal(form, 'Bitácora y declaración', ORDER, SUBMIT_ID);
  const [bitacora, declaracion] = watch(['bitacora', 'declaracion_autoridad']);
  const bothChosen = (bitacora?.length ?? 0) > 0 && (declaracion?.length ?? 0) > 0;
  const editable = isEditable(detail);
  const reached = reachedStep(detail);
  const p1 = detail.obtencion_sello_p1;

  const submit = handleSubmit(async (values) => {
    const bitacoraFile = values.bitacora?.[0];
    const declaracionFile = values.declaracion_autoridad?.[0];
    if (!bitacoraFile || !declaracionFile) return;
    refusal.clear();
    try {
      await storeObtencionP1({ bitacora: bitacoraFile, declaracion_autoridad: declaracionFile, postulacion_sello_id: detail.id });
    } catch (error) {
      refusal.refuse(error);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(withApplication(PROCESS_STEPS[1].path, detail.id));
  }, refusal.clear);

  const uploaded = [
    ...(p1?.bitacora ? [{ key: 'bitacora', label: 'Bitácora', file: p1.bitacora }] : []),
    ...(p1?.declaracion_autoridad ? [{ key: 'declaracion', label: 'Formulario de declaración', file: p1.declaracion_autoridad }] : []),
  ];
  return (
    <>
      <PageHeading>{detail.categoria ?? 'Categoría seleccionada'}</PageHeading>
      <ApplicationName detail={detail} />
      <ProcessSteps current={1} reached={reached} />
      <Heading as="h2" textStyle="xl" mb="3">Bitácora y declaración</Heading>
      <Text mb="3">Descarga la bitácora única y el formulario de declaración, complétalos y adjúntalos en PDF.</Text>
      <TemplatesLinks />
      {uploaded.length > 0 ? <FilesTable caption="Archivos subidos" labelHeader="Documento" rows={uploaded} /> : null}
      {editable ? (
        <chakra.form onSubmit={submit} noValidate aria-label="Subir bitácora y declaración" maxW="xl">
          <ErrorSummary attempt={formState.submitCount} errors={refusal.summary} />
          <Box mb="4">
            <FormField id="bitacora" label="Bitácora (PDF)" helperText={PDF_HINT} errorText={errors.bitacora?.message} required>
              <FileInput accept="application/pdf,.pdf" {...register('bitacora', { validate: pdfOnly })} />
            </FormField>
          </Box>
          <Box mb="4">
            <FormField id="declaracion_autoridad" label="Formulario de declaración (PDF)" helperText={PDF_HINT} errorText={errors.declaracion_autoridad?.message} required>
              <FileInput accept="application/pdf,.pdf" {...register('declaracion_autoridad', { validate: pdfOnly })} />
            </FormField>
          </Box>
          {formState.isSubmitting ? <UploadProgress /> : null}
          <Button
            id={SUBMIT_ID}
            type="submit"
            colorPalette="brand"
            mt="2"
            disabled={!bothChosen || formState.isSubmitting}
            loading={formState.isSubmitting}
            loadingText="Subiendo…"
          >
            Subir archivos
          </Button>
        </chakra.form>
      ) : (
        <Text>{NOT_EDITABLE_MESSAGE}</Text>
      )}
      <PageActions back={{ to: withApplication('/postulante/gestion-institucional-inclusiva', detail.id) }}>
        {reached > 1 ? (
          <Button asChild variant="outline">
            <RouterLink to={withApplication(PROCESS_STEPS[1].path, detail.id)}>Continuar</RouterLink>
          </Button>
        ) : null}
      </PageActions>
    </>
  );
}

export function LogbookStepPage() {
  return <CurrentApplication>{(detail) => <LogbookStep detail={detail} />}</CurrentApplication>;
}
