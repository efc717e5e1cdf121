import type { CartaPostulante } from '@sello/shared-api';
import { Box, formatDate, Heading, Text } from '@sello/shared-ui';

/** The letters the programme sent about this application, newest first, in full. */
export function DecisionLetters({ cartas }: { cartas: readonly CartaPostulante[] }) {
  if (cartas.length === 0) return null;
  const newestFirst = [...cartas].sort((a, b) => b.enviado_at.localeCompare(a.enviado_at));
  return (
    <Box as="section" aria-labelledby="cartas-titulo" mb="6">
      <Heading as="h2" id="cartas-titulo" textStyle="xl" mb="3">Cartas y resoluciones</Heading>
      {newestFirst.map((carta) => (
        <Box as="article" key={carta.id} aria-labelledby={`carta-${carta.id}`} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" mb="3">
          <Heading as="h3" id={`carta-${carta.id}`} textStyle="lg" mb="1">{carta.asunto}</Heading>
          <Text color="fg.muted" mb="3">{`Enviada el ${formatDate(carta.enviado_at)}`}</Text>
          {/* Plain text from the outbox: keep its line breaks, wrap long words (no sideways scroll at 320 px). */}
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{carta.cuerpo}</Text>
        </Box>
      ))}
    </Box>
  );
}
