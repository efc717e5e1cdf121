import { type PostulacionDetalle, type Requisito } from '@sello/shared-api';
import { getRequisito, storeRequisito } from '@sello/shared-api/applicant';
import { REQUISITO_FILE_REQUIRED } from '@sello/shared-api/schemas';
import {
  Button,
  chakra,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  notify,
  PageHeading,
  RouterLink,
  Stack,
  Text,
  useAsync,
  useNavigate,
  useParams,
} from '@sello/shared-ui';
import { ErrorSummary, FileInput, FormField } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import {
  ApplicationName, CurrentApplication, FileActions, isEditable, NOT_EDITABLE_MESSAGE, PageActions, PDF_HINT, pdfOnly, SAVED_MESSAGE, UploadProgress, useSaveRefusal,
  withApplication,
} from '../../applicant-core';

const STEP3 = '/postulante/categoria-seleccionada/postulacion';
const STEP1 = '/postulante/categoria-seleccionada';
const ORDER = ['requisito'] as const;
const SUBMIT_ID = 'requisito-continuar';

interface RequirementValues {
  requisito: FileList | null;
}

function RequirementForm({ requisito, detail }: { requisito: Requisito; detail: PostulacionDetalle }) {
  const navigate = useNavigate();
  const form = useForm<RequirementValues>({ shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const refusal = useSaveRefusal(form, requisito.nombre, ORDER, SUBMIT_ID);
  const p1 = detail.obtencion_sello_p1;
  const entrega = detail.requisitos.find((row) => row.id === requisito.id)?.entrega ?? null;
  const back = withApplication(STEP3, detail.id);

  const submit = handleSubmit(async ({ requisito: files }) => {
    const file = files?.[0];
    if (!file || !p1) return;
    refusal.clear();
    try {
      await storeRequisito({ requisito_id: requisito.id, obtencion_sello_p1_id: p1.id, medio_verificacion: requisito.medio_verificacion, requisito: file });
    } catch (error) {
      refusal.refuse(error);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(back);
  }, refusal.clear);

  const current = entrega?.archivo ? (
    <HStack gap="3" mb="3" flexWrap="wrap">
      <Text overflowWrap="anywhere">{`Archivo actual: ${entrega.archivo.nombre_original}`}</Text>
      <FileActions file={entrega.archivo} />
    </HStack>
  ) : null;

  // Sent (or decided): no controls that cannot be used, and the reason in words.
  if (!isEditable(detail)) {
    return (
      <chakra.section aria-labelledby="requisito-anexo">
        <Heading as="h2" id="requisito-anexo" textStyle="lg" mt="8" mb="3">Archivo anexo</Heading>
        {current ?? <Text mb="3">No se anexó un archivo a este requisito.</Text>}
        <Text mb="3" data-testid="requisito-no-editable">{NOT_EDITABLE_MESSAGE}</Text>
        <PageActions back={{ to: back }} />
      </chakra.section>
    );
  }

  // Step 1 not done yet: the file has nowhere to go; say so and lead there.
  if (!p1) {
    return (
      <chakra.section aria-labelledby="requisito-anexo">
        <Heading as="h2" id="requisito-anexo" textStyle="lg" mt="8" mb="3">Archivo anexo</Heading>
        <Text mb="3">
          Sube primero la bitácora y el formulario de declaración para anexar requisitos.{' '}
          <RouterLink to={withApplication(STEP1, detail.id)}>Ir al paso 1</RouterLink>
        </Text>
        <PageActions back={{ to: back }} />
      </chakra.section>
    );
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="requisito-anexo">
      <Heading as="h2" id="requisito-anexo" textStyle="lg" mt="8" mb="3">Archivo anexo</Heading>
      <ErrorSummary attempt={formState.submitCount} errors={refusal.summary} />
      {current}
      <FormField id="requisito" label="Requisito (PDF)" helperText={PDF_HINT} errorText={errors.requisito?.message} required>
        <FileInput
          accept="application/pdf,.pdf"
          {...register('requisito', { validate: (files) => (files && files.length > 0 ? pdfOnly(files) : REQUISITO_FILE_REQUIRED) })}
        />
      </FormField>
      {isSubmitting ? <UploadProgress label="Subiendo archivo…" /> : null}
      <PageActions back={{ to: back }}>
        <Button id={SUBMIT_ID} type="submit" colorPalette="brand" disabled={isSubmitting} loading={isSubmitting} loadingText="Subiendo…">
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
      <ApplicationName detail={detail} />
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
