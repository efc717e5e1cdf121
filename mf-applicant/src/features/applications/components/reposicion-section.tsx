import type { PostulanteRevision, Reposicion } from '@sello/shared-api';
import { Box, chakra, formatDate, Heading, Text } from '@sello/shared-ui';
import { Badge } from '@sello/shared-ui/widgets';
import type { ReactNode } from 'react';
import { FileActions } from '../../applicant-core';
import { ReposicionForm } from './reposicion-form';

export const REPOSICION_HEADING_ID = 'reposicion-titulo';

function stateOf(solicitud: Reposicion): string {
  if (!solicitud.resuelta_at) return 'En revisión';
  return solicitud.aceptada ? 'Acogido' : 'Rechazado';
}

/** What the applicant filed and, once resolved, the outcome and its grounds. */
function FiledReposicion({ solicitud }: { solicitud: Reposicion }) {
  const row = (term: string, value: ReactNode) => (
    <Box display={{ base: 'block', sm: 'flex' }} gap="2" py="1">
      <chakra.dt fontWeight="semibold">{term}:</chakra.dt>
      <chakra.dd m="0" overflowWrap="anywhere">{value}</chakra.dd>
    </Box>
  );
  return (
    <chakra.dl m="0">
      {row('Presentado el', formatDate(solicitud.created_at))}
      {row('Estado del recurso', <Badge size="lg" data-testid="estado-reposicion">{stateOf(solicitud)}</Badge>)}
      {row('Motivo', solicitud.motivo)}
      {solicitud.archivo ? row('Documento de respaldo', <FileActions file={solicitud.archivo} />) : null}
      {solicitud.resuelta_at ? row('Resuelto el', formatDate(solicitud.resuelta_at)) : null}
      {solicitud.motivo_resolucion ? row('Fundamento de la resolución', solicitud.motivo_resolucion) : null}
    </chakra.dl>
  );
}

/**
 * The days run from the letter that notifies the decision (Ley 19.880): until it is sent there is no
 * last day yet, and the applicant may already file.
 */
function windowSentence(plazo: string | null, dias: number): string {
  return plazo
    ? `Tienes plazo hasta el ${formatDate(plazo)} (${dias} días hábiles desde que te notificamos la decisión).`
    : `Tienes ${dias} días hábiles desde que te enviemos la carta con la decisión; aquí verás la fecha límite cuando la enviemos.`;
}

export interface ReposicionSectionProps {
  postulacionId: number;
  revision: PostulanteRevision;
  onChanged: (focusId: string) => void;
}

/**
 * Recurso de reposición after Inadmisible or Rechazada: the form while the window is open, the
 * request's state once filed, and a plain sentence once the window has closed. A request already
 * resolved (accepted, then decided again) stays shown above the form for the new decision.
 */
export function ReposicionSection({ postulacionId, revision, onChanged }: ReposicionSectionProps) {
  const { disponible, plazo_hasta: plazo, dias_habiles: dias, solicitud } = revision.reposicion;
  const decided = revision.estado === 'Inadmisible' || revision.estado === 'Rechazada';
  if (!solicitud && !decided) return null;
  // Nothing more to offer while a request waits, or once one was rejected (the decision is final).
  const settled = solicitud !== null && (solicitud.resuelta_at === null || solicitud.aceptada === false);
  return (
    <Box as="section" aria-labelledby={REPOSICION_HEADING_ID} mb="8">
      <Heading as="h2" id={REPOSICION_HEADING_ID} tabIndex={-1} textStyle="xl" mb="3">Recurso de reposición</Heading>
      {solicitud ? <FiledReposicion solicitud={solicitud} /> : null}
      {settled || !decided ? null : disponible ? (
        <Box mt={solicitud ? '4' : undefined}>
          <Text mb="4">
            {`Si no estás de acuerdo con la decisión, puedes pedir que se reconsidere. ${windowSentence(plazo, dias)} La revisará una persona administradora distinta de quien decidió.`}
          </Text>
          <ReposicionForm postulacionId={postulacionId} onFiled={() => onChanged(REPOSICION_HEADING_ID)} />
        </Box>
      ) : (
        <Text data-testid="reposicion-cerrada" mt={solicitud ? '4' : undefined}>
          {plazo
            ? `El plazo para presentar un recurso de reposición venció el ${formatDate(plazo)}. Ya no es posible presentarlo.`
            : 'Ya no es posible presentar un recurso de reposición para esta postulación.'}
        </Text>
      )}
    </Box>
  );
}
