import { type PostulacionDetalle } from '@sello/shared-api';
import { storeObtencionP1 } from '@sello/shared-api/applicant';
import { Box, Button, Heading, notify, PageHeading, RouterLink, Text, useNavigate, usePageTitle, chakra } from '@sello/shared-ui';
import { FileInput, FormField } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import { CurrentApplication, FilesTable, isEditable, notifySaveError, PageActions, SAVED_MESSAGE, UploadProgress } from '../../applicant-core';
import { ProcessSteps } from '../components/process-steps';
import { TemplatesLinks } from '../components/templates-links';
import { PROCESS_STEPS, reachedStep } from '../lib/process-step';

interface LogbookValues {
  bitacora: FileList | null;
  declaracion_autoridad: FileList | null;
}

function LogbookStep({ detail }: { detail: PostulacionDetalle }) {
  usePageTitle('Bitácora y declaración');
  const navigate = useNavigate();
  const { register, handleSubmit, watch, formState } = useForm<LogbookValues>();
  const [bitacora, declaracion] = watch(['bitacora', 'declaracion_autoridad']);
  const bothChosen = (bitacora?.length ?? 0) > 0 && (declaracion?.length ?? 0) > 0;
  const editable = isEditable(detail);
  const reached = reachedStep(detail);
  const p1 = detail.obtencion_sello_p1;

  const submit = handleSubmit(async (values) => {
    const bitacoraFile = values.bitacora?.[0];
    const declaracionFile = values.declaracion_autoridad?.[0];
    if (!bitacoraFile || !declaracionFile) return;
    try {
      await storeObtencionP1({ bitacora: bitacoraFile, declaracion_autoridad: declaracionFile, postulacion_sello_id: detail.id });
    } catch (error) {
      notifySaveError(error);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(PROCESS_STEPS[1].path);
  });

  const uploaded = [
    ...(p1?.bitacora ? [{ key: 'bitacora', label: 'Bitácora', file: p1.bitacora }] : []),
    ...(p1?.declaracion_autoridad ? [{ key: 'declaracion', label: 'Formulario de declaración', file: p1.declaracion_autoridad }] : []),
  ];
  return (
    <>
      <PageHeading>{detail.categoria ?? 'Categoría seleccionada'}</PageHeading>
      <ProcessSteps current={1} reached={reached} />
      <Heading as="h2" textStyle="xl" mb="3">Bitácora y declaración</Heading>
      <Text mb="3">Descarga la bitácora única y el formulario de declaración, complétalos y adjúntalos en PDF.</Text>
      <TemplatesLinks />
      {uploaded.length > 0 ? <FilesTable caption="Archivos subidos" labelHeader="Documento" rows={uploaded} /> : null}
      {editable ? (
        <chakra.form onSubmit={submit} noValidate aria-label="Subir bitácora y declaración" maxW="xl">
          <Box mb="4">
            <FormField id="bitacora" label="Bitácora (PDF)" required>
              <FileInput accept="application/pdf,.pdf" {...register('bitacora')} />
            </FormField>
          </Box>
          <Box mb="4">
            <FormField id="declaracion_autoridad" label="Formulario de declaración (PDF)" required>
              <FileInput accept="application/pdf,.pdf" {...register('declaracion_autoridad')} />
            </FormField>
          </Box>
          {formState.isSubmitting ? <UploadProgress /> : null}
          <Button type="submit" colorPalette="brand" mt="2" disabled={!bothChosen || formState.isSubmitting} loading={formState.isSubmitting} loadingText="Subiendo…">
            Subir archivos
          </Button>
        </chakra.form>
      ) : (
        <Text>La postulación fue enviada y ya no se puede modificar.</Text>
      )}
      <PageActions back={{ to: '/postulante/gestion-institucional-inclusiva' }}>
        {reached > 1 ? (
          <Button asChild variant="outline">
            <RouterLink to={PROCESS_STEPS[1].path}>Continuar</RouterLink>
          </Button>
        ) : null}
      </PageActions>
    </>
  );
}

export function LogbookStepPage() {
  return <CurrentApplication>{(detail) => <LogbookStep detail={detail} />}</CurrentApplication>;
}
