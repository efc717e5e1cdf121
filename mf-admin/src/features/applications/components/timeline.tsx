import type { EventoTimeline } from '@sello/shared-api';
import { Box, chakra, Heading, Text } from '@sello/shared-ui';
import { formatDateTime } from '../../admin-core/lib/date-time';

/** Everything that happened to the application: who, when, from → to, why. */
export function Timeline({ events }: { events: readonly EventoTimeline[] }) {
  return (
    <Box as="section" aria-labelledby="historial-titulo" mb="8">
      <Heading as="h2" id="historial-titulo" textStyle="xl" mb="3">Historial de la postulación</Heading>
      {events.length === 0 ? <Text>Sin eventos.</Text> : (
        <chakra.ol listStyleType="none" p="0" m="0" borderStartWidth="2px" borderColor="border" ps="4">
          {events.map((event) => (
            <chakra.li key={event.id} mb="4">
              <Text fontWeight="semibold">{event.descripcion}</Text>
              <Text textStyle="sm">
                <chakra.time dateTime={event.fecha}>{formatDateTime(event.fecha)}</chakra.time>
                {` · ${event.quien ?? 'La institución'}`}
                {event.desde || event.hasta ? ` · ${event.desde ?? '—'} → ${event.hasta ?? '—'}` : ''}
              </Text>
              {event.motivo ? <Text textStyle="sm" whiteSpace="pre-wrap">{`Motivo: ${event.motivo}`}</Text> : null}
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Box>
  );
}
