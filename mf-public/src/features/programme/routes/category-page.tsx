import { Box, Breadcrumb, Heading, List, PageHeading, RouterLink, Stack, Text, useParams, usePageTitle } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { BasesLink } from '../../common/components/bases-link';
import { findCategory, PROGRAMME_PATH } from '../../common/data/categories';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} textStyle="xl" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

export function CategoryPage() {
  const { categoria } = useParams();
  const category = findCategory(categoria);
  usePageTitle(category ? category.nombre : 'Categoría no encontrada');

  if (!category) {
    return (
      <>
        <PageHeading>Categoría no encontrada</PageHeading>
        <Text mb="4">Esta categoría no existe.</Text>
        <RouterLink to={PROGRAMME_PATH}>Ver las categorías del Sello Chile Inclusivo</RouterLink>
      </>
    );
  }

  return (
    <Stack gap="8" maxW="3xl">
      <Box>
        <Breadcrumb
          items={[
            { label: 'Inicio', to: '/' },
            { label: 'Sello Chile Inclusivo', to: PROGRAMME_PATH },
            { label: category.nombre },
          ]}
        />
        <PageHeading>{category.nombre}</PageHeading>
        <Text>{category.resumen}</Text>
      </Box>
      <Section id="etapa-1" title="Etapa 1: Admisibilidad">
        <Text>
          Se verifica que la institución cumple la Ley N° 21.015 de Inclusión Laboral, que establece una reserva del
          1 % de la dotación para personas con discapacidad o asignatarias de una pensión de invalidez.
        </Text>
        <Text>
          Las dos etapas son obligatorias y consecutivas: las postulaciones que no superan la admisibilidad se
          declaran inadmisibles y no continúan a la etapa 2.
        </Text>
      </Section>
      <Section id="etapa-2" title={category.etapa2.titulo}>
        {category.etapa2.parrafos.map((parrafo) => (
          <Text key={parrafo}>{parrafo}</Text>
        ))}
      </Section>
      <Section id="quienes" title="¿Quiénes pueden participar?">
        <Text>Instituciones sujetas a la Ley N° 21.015 de Inclusión Laboral:</Text>
        <List.Root ps="5" gap="1">
          <List.Item>Organismos públicos con 100 o más trabajadores y trabajadoras.</List.Item>
          <List.Item>Empresas e instituciones privadas con 200 o más trabajadores y trabajadoras.</List.Item>
        </List.Root>
        <Box borderStartWidth="4px" borderColor="colorPalette.solid" ps="4" py="1">
          <Text fontWeight="medium">
            Cada participante puede registrar un solo RUT y una sola dirección a la vez.
          </Text>
        </Box>
      </Section>
      <Box>
        <BasesLink />
      </Box>
    </Stack>
  );
}
