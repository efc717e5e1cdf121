import { type PostulacionDetalle } from '@sello/shared-api';
import { getMiPostulacion } from '@sello/shared-api/applicant';
import { Breadcrumb, ErrorState, Heading, HStack, LoadingState, PageHeading, Text, useAsync, usePageTitle, useSearchParams } from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { FilesTable, loadCurrentApplication, NoApplication, PageActions, RequirementsTable, sealName, type FileRow } from '../../applicant-core';

function ApplicationView({ detail }: { detail: PostulacionDetalle }) {
  const p1 = detail.obtencion_sello_p1;
  const one = (key: string, file: FileRow['file'] | null | undefined): FileRow[] => (file ? [{ key, file }] : []);
  return (
    <>
      <PageHeading>{detail.nombre_institucion}</PageHeading>
      <HStack gap="2" mb="6" flexWrap="wrap">
        <Text>{sealName(detail)}</Text>
        <Text as="span">· Estado:</Text>
        <Badge size="lg">{detail.estado}</Badge>
      </HStack>
      <Heading as="h2" textStyle="xl" mb="3">Bitácora</Heading>
      <FilesTable caption="Bitácora" rows={one('bitacora', p1?.bitacora)} />
      <Heading as="h2" textStyle="xl" mb="3">Formulario de Declaración</Heading>
      <FilesTable caption="Formulario de Declaración" rows={one('declaracion', p1?.declaracion_autoridad)} />
      <Heading as="h2" textStyle="xl" mb="3">Admisibilidad</Heading>
      <FilesTable
        caption="Archivos de admisibilidad"
        rows={detail.obtencion_sello_p2.map((p2) => ({ key: String(p2.id), file: p2.archivo_verificacion }))}
      />
      <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
      <RequirementsTable caption="Requisitos" rows={detail.requisitos} mode="view" />
    </>
  );
}

export function ApplicationViewPage() {
  usePageTitle('Postulación');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  // With ?id= the API decides: another applicant's id answers 404, exactly like a missing one.
  const { data, error, loading, reload } = useAsync(() => (id ? getMiPostulacion(id) : loadCurrentApplication()), [id]);
  return (
    <>
      <Breadcrumb items={[{ label: 'Gestión institucional inclusiva', to: '/postulante/gestion-institucional-inclusiva' }, { label: 'Postulación' }]} />
      {loading ? <LoadingState label="Cargando la postulación…" /> : null}
      {error ? (
        <>
          <PageHeading>Postulación</PageHeading>
          <ErrorState message={error.message} onRetry={reload} />
        </>
      ) : null}
      {!loading && !error && !data ? (
        <>
          <PageHeading>Postulación</PageHeading>
          <NoApplication />
        </>
      ) : null}
      {data ? <ApplicationView detail={data} /> : null}
      <PageActions back={{ to: '/postulante/postulaciones' }} />
    </>
  );
}
