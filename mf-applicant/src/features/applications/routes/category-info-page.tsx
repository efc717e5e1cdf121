import { type PostulacionDetalle } from '@sello/shared-api';
import { getCategoria } from '@sello/shared-api/applicant';
import { Button, ErrorState, Heading, LoadingState, PageHeading, RouterLink, Stack, Text, useAsync, usePageTitle } from '@sello/shared-ui';
import { ApplicationName, CurrentApplication, PageActions, withApplication } from '../../applicant-core';

function CategoryInfo({ detail }: { detail: PostulacionDetalle }) {
  const categoriaId = detail.categoria_id;
  const { data, error, loading, reload } = useAsync(
    () => (categoriaId ? getCategoria(categoriaId).then((list) => list[0] ?? null) : Promise.resolve(null)),
    [categoriaId],
  );
  usePageTitle(data?.nombre ?? null);
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <ErrorState message="Tu postulación aún no tiene una categoría elegida." />;
  return (
    <>
      <PageHeading>{data.nombre}</PageHeading>
      <ApplicationName detail={detail} />
      <Stack gap="4" maxW="3xl">
        <Text>{data.descripcion}</Text>
        <Heading as="h2" textStyle="lg">Etapa 1: Admisibilidad</Heading>
        <Text>
          Cumplimiento de la ley que promueve la inclusión laboral de personas con discapacidad: instituciones públicas con
          100 o más trabajadores y privadas con 200 o más.
        </Text>
        <Heading as="h2" textStyle="lg">Etapa 2: Informe de Gestión Institucional Inclusiva</Heading>
        <Text>Proyecto de un espacio comunitario de uso público y gratuito, con sus medios de verificación.</Text>
      </Stack>
      <PageActions back={{ to: '/postulante/postulaciones' }}>
        <Button asChild colorPalette="brand">
          <RouterLink to={withApplication('/postulante/categoria-seleccionada', detail.id)}>Continuar</RouterLink>
        </Button>
      </PageActions>
    </>
  );
}

export function CategoryInfoPage() {
  return <CurrentApplication>{(detail) => <CategoryInfo detail={detail} />}</CurrentApplication>;
}
