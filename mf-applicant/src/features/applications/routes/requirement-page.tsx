import { type PostulacionDetalle, type Requisito } from '@sello/shared-api';
import { getRequisito, storeRequisito } from '@sello/shared-api/applicant';
import { REQUISITO_FILE_REQUIRED } from '@sello/shared-api/schemas';
import {
  Button,
  chakra,
  ErrorState,
  Heading,
  LoadingState,
  notify,
  PageHeading,
  Stack,
  Text,
  useAsync,
  useNavigate,
  usePageTitle,
  useParams,
} from '@sello/shared-ui';
import { ErrorSummary, FileInput, FormField, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import {
  CurrentApplication, isEditable, notifySaveError, PageActions, PROGRESS_ERROR_MESSAGE, SAVED_MESSAGE, UploadProgress,
} from '../../applicant-core';

const BACK = '/postulante/categoria-seleccionada/postulacion';

interface RequirementValues {
  requisito: FileList | null;
}

function RequirementForm({ requisito, detail }: { requisito: Requisito; detail: PostulacionDetalle }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<RequirementValues>({ shouldFocusError: false });
  const { errors, submitCount, isSubmitting } = formState;
  const summary = submitCount > 0 ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, ['requisito']) : [];
  usePageTitle(requisito.nombre, { error: summary.length > 0 });
  const p1 = detail.obtencion_sello_p1;
  const entrega = detail.requisitos.find((row) => row.id === requisito.id)?.entrega ?? null;
  const editable = isEditable(detail) && !!p1;

  const submit = handleSubmit(async ({ requisito: files }) => {
    const file = files?.[0];
    if (!file || !p1) return;
    try {
      await storeRequisito({ requisito_id: requisito.id, obtencion_sello_p1_id: p1.id, medio_verificacion: requisito.medio_verificacion, requisito: file });
    } catch (error) {
      notifySaveError(error, PROGRESS_ERROR_MESSAGE);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(BACK);
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="requisito-anexo">
      <Heading as="h2" id="requisito-anexo" textStyle="lg" mt="8" mb="3">Archivo anexo</Heading>
      <ErrorSummary errors={summary} />
      {entrega?.archivo ? <Text mb="3">{`Archivo actual: ${entrega.archivo.nombre_original}`}</Text> : null}
      {!p1 ? <Text mb="3">Sube primero la bitácora y el formulario de declaración para anexar requisitos.</Text> : null}
      <FormField id="requisito" label="Requisito (PDF)" errorText={errors.requisito?.message} required disabled={!editable}>
        <FileInput accept="application/pdf,.pdf" {...register('requisito', { validate: (files) => (files && files.length > 0) || REQUISITO_FILE_REQUIRED })} />
      </FormField>
      {isSubmitting ? <UploadProgress label="Subiendo archivo…" /> : null}
      <PageActions back={{ to: BACK }}>
        <Button type="submit" colorPalette="brand" disabled={!editable || isSubmitting} loading={isSubmitting} loadingText="Subiendo…">
          Continuar
        </Button>
      </PageActions>
    </chakra.form>
  );
}

function RequirementDetail({ id, detail }: { id: number; detail: PostulacionDetalle }) {
  const { data, error, loading, reload } = useAsync(() => getRequisito(id), [id]);
  if (loading) return <LoadingState />;
  if (error || !data) return <ErrorState message={error?.message} onRetry={reload} />;
  return (
    <>
      <PageHeading>{data.nombre}</PageHeading>
      <Stack gap="3" maxW="3xl">
        <Text><strong>Puntaje total:</strong> {data.ptje_total}</Text>
        <Text><strong>Medio de verificación:</strong> {data.medio_verificacion}</Text>
        <Heading as="h2" textStyle="lg">Detalles</Heading>
        <Text>{data.detalles}</Text>
        <Heading as="h2" textStyle="lg">Descripción</Heading>
        <Text whiteSpace="pre-line">{data.descripcion}</Text>
      </Stack>
      <RequirementForm requisito={data} detail={detail} />
    </>
  );
}

export function RequirementPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <ErrorState message="El requisito no existe." />;
  return <CurrentApplication>{(detail) => <RequirementDetail id={id} detail={detail} />}</CurrentApplication>;
}
