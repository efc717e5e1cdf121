import type { FilaConsolidacion } from '@sello/shared-api';
import { getPuntajesRevisores } from '@sello/shared-api/staff';
import { Box, ErrorState, Heading, LoadingState, Text, useAsync } from '@sello/shared-ui';
import { Badge, DataTable } from '@sello/shared-ui/widgets';

/** Every reviewer's scores, which the API gives me only once I have sent my own evaluation. */
export function OtherScores({ postulacionId }: { postulacionId: number }) {
  const { data, error, loading, reload } = useAsync(() => getPuntajesRevisores(postulacionId), [postulacionId]);
  return (
    <Box as="section" aria-labelledby="puntajes-otros" mt="8">
      <Heading as="h2" id="puntajes-otros" textStyle="xl" mb="3">Puntajes de todos los revisores</Heading>
      {loading ? <LoadingState label="Cargando puntajes…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? (
        <DataTable
          caption="Puntajes de todos los revisores"
          captionHidden
          columns={[
            { key: 'requisito', header: 'Requisito', cell: (row: FilaConsolidacion) => row.requisito },
            { key: 'total', header: 'Puntaje total', align: 'end', cell: (row: FilaConsolidacion) => String(row.ptje_total) },
            {
              key: 'puntajes',
              header: 'Puntajes',
              cell: (row: FilaConsolidacion) => (
                <Box>
                  {row.puntajes.map((score) => (
                    <Text key={score.revisor.id}>{`${score.revisor.nombre}: ${score.puntaje}${score.cumple ? ' (cumple)' : ' (no cumple)'}`}</Text>
                  ))}
                  {row.discrepancia ? <Badge colorPalette="orange" variant="solid">Gran diferencia entre revisores</Badge> : null}
                </Box>
              ),
            },
          ]}
          rows={data.filas}
          getRowKey={(row) => row.requisito_id}
          rowTitle={(row) => row.requisito}
        />
      ) : null}
    </Box>
  );
}
