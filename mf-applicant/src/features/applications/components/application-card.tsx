import type { PostulacionResumen, PostulanteRevision } from '@sello/shared-api';
import { Button, Card, chakra, formatDate, Heading, HStack, RouterLink, Text, VisuallyHidden } from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import { sealName, withApplication } from '../../applicant-core';
import { earliestIncomplete, stepPath } from '../../application-wizard/lib/steps';
import { deadlinePassed } from '../lib/deadline';

/** The next thing the applicant can do with an application in each state. */
function actionFor(app: PostulacionResumen, revision: PostulanteRevision | undefined): { to: string; label: string } {
  // Straight to the step to resume: through the wizard's start, the first page named and announced would be step 1's.
  if (app.estado === 'Borrador') return { to: stepPath(earliestIncomplete(app.step)), label: 'Continuar registro' };
  // The process works on the application whose button was pressed (an applicant may have several).
  if (app.estado === 'Registrada') return { to: withApplication('/postulante/gestion-institucional-inclusiva', app.id), label: 'Iniciar Postulación' };
  const view = `/postulante/postulacion?id=${app.id}`;
  if (app.estado === 'Observada' && !deadlinePassed(revision?.plazo_respuesta)) return { to: view, label: 'Responder observaciones' };
  if (revision?.reposicion.disponible) return { to: view, label: 'Ver resultado y presentar reposición' };
  return { to: view, label: 'Ver postulación' };
}

/** What needs the applicant's attention, with its deadline. */
function Pending({ revision }: { revision: PostulanteRevision }) {
  if (revision.estado === 'Observada' && revision.plazo_respuesta) {
    const count = revision.observaciones.length;
    return deadlinePassed(revision.plazo_respuesta) ? (
      <Text fontWeight="semibold">{`El plazo para responder las observaciones venció el ${formatDate(revision.plazo_respuesta)}.`}</Text>
    ) : (
      <Text fontWeight="semibold">
        {`${count === 1 ? 'Tienes 1 documento observado' : `Tienes ${count} documentos observados`}. Plazo para responder: ${formatDate(revision.plazo_respuesta)}.`}
      </Text>
    );
  }
  const { disponible, plazo_hasta: plazo, dias_habiles: dias } = revision.reposicion;
  if (disponible && plazo) return <Text fontWeight="semibold">{`Puedes presentar un recurso de reposición hasta el ${formatDate(plazo)}.`}</Text>;
  // No last day yet: the days start when the decision's letter is sent.
  if (disponible) return <Text fontWeight="semibold">{`Puedes presentar un recurso de reposición: tienes ${dias} días hábiles desde que te enviemos la carta con la decisión.`}</Text>;
  return null;
}

/** The newest letter, folded: a native disclosure (keyboard and screen readers know it). */
function LatestLetter({ revision }: { revision: PostulanteRevision }) {
  const [latest] = [...revision.cartas].sort((a, b) => b.enviado_at.localeCompare(a.enviado_at));
  if (!latest) return null;
  return (
    <chakra.details borderWidth="1px" borderColor="border" borderRadius="l2" px="3" py="2" data-testid="ultima-carta">
      <chakra.summary cursor="pointer" fontWeight="medium" overflowWrap="anywhere">
        {`Carta del ${formatDate(latest.enviado_at)}: ${latest.asunto}`}
      </chakra.summary>
      <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">{latest.cuerpo}</Text>
    </chakra.details>
  );
}

export function ApplicationCard({ app, revision }: { app: PostulacionResumen; revision?: PostulanteRevision }) {
  const action = actionFor(app, revision);
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
          <Badge size="lg" data-testid="estado-postulacion">{revision?.estado ?? app.estado}</Badge>
        </HStack>
        {revision ? <Text data-testid="explicacion-estado">{revision.explicacion}</Text> : null}
        {revision?.motivo ? <Text><strong>Motivo:</strong> {revision.motivo}</Text> : null}
        {revision ? <Pending revision={revision} /> : null}
        {revision ? <LatestLetter revision={revision} /> : null}
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand">
          {/* Cards of one seal share their heading: the institution tells the buttons apart when listed alone. */}
          <RouterLink to={action.to}>
            {action.label}
            <VisuallyHidden>{` de ${app.nombre_institucion}`}</VisuallyHidden>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
