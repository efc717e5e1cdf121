import { Box, Heading, PageHeading, Stack, Text } from '@sello/shared-ui';

export function AboutPage() {
  return (
    <Stack gap="8" maxW="3xl">
      <Box>
        <PageHeading>Quiénes somos</PageHeading>
        <Text>
          El Sello Chile Inclusivo es un reconocimiento del Estado de Chile a las instituciones públicas y privadas
          que desarrollan acciones positivas para la inclusión social de las personas con discapacidad. Lo entrega
          el Servicio Nacional de la Discapacidad desde 2012.
        </Text>
      </Box>
      <Box as="section" aria-labelledby="quienes-senadis">
        <Heading as="h2" id="quienes-senadis" textStyle="xl" mb="3">
          Servicio Nacional de la Discapacidad (SENADIS)
        </Heading>
        <Stack gap="3">
          <Text>
            SENADIS es el servicio público creado por la Ley N° 20.422, que establece normas sobre igualdad de
            oportunidades e inclusión social de personas con discapacidad. Se relaciona con la Presidencia de la
            República a través del Ministerio de Desarrollo Social y Familia.
          </Text>
          <Text>
            Su misión es promover el derecho a la igualdad de oportunidades de las personas con discapacidad, para
            lograr su plena inclusión social y el ejercicio de sus derechos, y contribuir a eliminar cualquier forma
            de discriminación fundada en la discapacidad. Para ello coordina acciones con organismos públicos,
            municipios, empresas y organizaciones de la sociedad civil en todas las regiones del país.
          </Text>
          <Text>
            SENADIS administra el Sello Chile Inclusivo: publica las bases de cada convocatoria, acompaña a las
            instituciones postulantes y evalúa sus postulaciones.
          </Text>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="quienes-cohesion">
        <Heading as="h2" id="quienes-cohesion" textStyle="xl" mb="3">
          Programa de Cohesión Social UE-Chile (EUROsociAL)
        </Heading>
        <Stack gap="3">
          <Text>
            El Sello Chile Inclusivo se ha fortalecido con el apoyo de la cooperación de la Unión Europea en materia
            de cohesión social. El programa <span lang="en">EUROsociAL</span> y el Programa de Cohesión Social
            UE-Chile promueven el intercambio de experiencias entre instituciones públicas de Europa y de América
            Latina para mejorar políticas que reduzcan las desigualdades.
          </Text>
          <Text>
            En este marco, la cooperación ha apoyado el diseño de herramientas de evaluación y el aprendizaje entre
            pares sobre inclusión laboral y accesibilidad, para que el reconocimiento se base en criterios claros y
            comparables.
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
