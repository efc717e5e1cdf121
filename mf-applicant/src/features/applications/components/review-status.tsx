import type { PostulanteRevision } from '@sello/shared-api';
import { Box, Heading, HStack, Text } from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';

export const STATUS_HEADING_ID = 'estado-postulacion-titulo';

/** The real status, what it means and what comes next (the server's words), and the decision's reason. */
export function ReviewStatus({ revision }: { revision: Pick<PostulanteRevision, 'estado' | 'explicacion' | 'motivo'> }) {
  return (
    <Box as="section" aria-labelledby={STATUS_HEADING_ID} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" mb="6">
      {/* tabIndex -1: focus lands here after the applicant re-sends the observed application. */}
      <Heading as="h2" id={STATUS_HEADING_ID} tabIndex={-1} textStyle="xl" mb="3">Estado de la postulación</Heading>
      <HStack gap="2" mb="3" flexWrap="wrap">
        <Text as="span">Estado:</Text>
        <Badge size="lg" data-testid="estado-postulacion">{revision.estado}</Badge>
      </HStack>
      <Text data-testid="explicacion-estado">{revision.explicacion}</Text>
      {revision.motivo ? (
        <Text mt="3" data-testid="motivo-decision"><strong>Motivo de la decisión:</strong> {revision.motivo}</Text>
      ) : null}
    </Box>
  );
}
