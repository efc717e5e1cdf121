import type { PostulacionResumen } from '@sello/shared-api';
import { Button, Card, Heading, HStack, RouterLink, Text } from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { sealName } from '../../applicant-core';

/** The next thing the applicant can do with an application in each state. */
function actionFor(app: PostulacionResumen): { to: string; label: string } {
  if (app.estado === 'Borrador') return { to: '/proceso-de-postulacion', label: 'Continuar registro' };
  if (app.estado === 'Registrada') return { to: '/postulante/gestion-institucional-inclusiva', label: 'Iniciar Postulación' };
  return { to: `/postulante/postulacion?id=${app.id}`, label: 'Ver postulación' };
}

export function ApplicationCard({ app }: { app: PostulacionResumen }) {
  const action = actionFor(app);
  const headingId = `postulacion-${app.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" mb="4">
      <Card.Body gap="2">
        <Heading as="h2" id={headingId} textStyle="lg">
          {sealName(app)}
        </Heading>
        <Text>{app.nombre_institucion}</Text>
        <HStack gap="2">
          <Text as="span">Estado:</Text>
          <Badge size="lg" data-testid="estado-postulacion">{app.estado}</Badge>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
