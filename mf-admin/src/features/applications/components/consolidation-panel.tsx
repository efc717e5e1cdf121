import type { Consolidacion, FilaConsolidacion } from '@sello/shared-api';
import { consolidarPuntajes } from '@sello/shared-api/staff';
import { Box, Button, chakra, Heading, notify, Text } from '@sello/shared-ui';
import { Alert, Badge, DataTable, Input } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { useFormPageTitle } from '../../admin-core/lib/page-title';

const ERROR_ID = 'consolidacion-error';
const inputId = (requisitoId: number) => `consolidado-${requisitoId}`;

function initial(row: FilaConsolidacion): string {
  if (row.consolidado !== null) return String(row.consolidado);
  return row.promedio === null ? '' : String(Math.round(row.promedio));
}

/**
 * Every reviewer's score per requirement, large disagreements flagged, and the consolidated score the
 * admin records (it starts from the rounded average); the total is compared with the category's threshold.
 */
export function ConsolidationPanel({ postulacionId, consolidacion, editable, onSaved }: {
  postulacionId: number;
  consolidacion: Consolidacion;
  editable: boolean;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Record<number, string>>(() => Object.fromEntries(consolidacion.filas.map((row) => [row.requisito_id, initial(row)])));
  const [problem, setProblem] = useState<string | null>(null);
  // The requirement whose score was refused: its input is marked, described by the message and focused.
  const [invalid, setInvalid] = useState<{ id: number } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const input = invalid ? document.getElementById(inputId(invalid.id)) : null;
    if (!input) return;
    // At 570 px or narrower the table is a list of closed rows: the refused one is opened first (its
    // button is the one that controls the hidden part), and focused once it has rendered open.
    const closedRow = input.closest<HTMLElement>('[hidden]');
    if (!closedRow?.id) {
      input.focus();
      return;
    }
    document.querySelector<HTMLButtonElement>(`[aria-controls="${closedRow.id}"]`)?.click();
    const frame = requestAnimationFrame(() => input.focus());
    return () => cancelAnimationFrame(frame);
  }, [invalid]);
  const { umbral } = consolidacion;
  useFormPageTitle(null, problem !== null);

  const save = async () => {
    const puntajes = consolidacion.filas.map((row) => ({ requisito_id: row.requisito_id, raw: (values[row.requisito_id] ?? '').trim(), total: row.ptje_total, nombre: row.requisito }));
    const bad = puntajes.find((p) => !/^\d+$/.test(p.raw) || Number(p.raw) > p.total);
    if (bad) {
      setProblem(`El puntaje consolidado de «${bad.nombre}» debe ser un número entero entre 0 y ${bad.total}.`);
      setInvalid({ id: bad.requisito_id });
      return;
    }
    setSaving(true);
    setProblem(null);
    setInvalid(null);
    try {
      await consolidarPuntajes(postulacionId, { puntajes: puntajes.map((p) => ({ requisito_id: p.requisito_id, puntaje: Number(p.raw) })) });
      notify({ type: 'success', title: 'Puntajes consolidados guardados.' });
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="consolidacion-titulo" mb="8">
      <Heading as="h2" id="consolidacion-titulo" textStyle="xl" mb="3">Consolidación de puntajes</Heading>
      <Text mb="1">{`Umbral de aprobación de ${umbral.categoria}: ${umbral.porcentaje} % del máximo, es decir ${umbral.puntaje_minimo} de ${umbral.maximo} puntos.`}</Text>
      <Text mb="3" fontWeight="semibold">
        {consolidacion.total_consolidado === null
          ? 'Total consolidado: falta guardar el puntaje consolidado de algún requisito.'
          : `Total consolidado: ${consolidacion.total_consolidado} de ${consolidacion.maximo} (${consolidacion.cumple_umbral ? 'alcanza' : 'no alcanza'} el umbral).`}
      </Text>
      {editable ? (
        // The inputs hold a proposal until saved: filled in, they read as done while the total said otherwise.
        <Text mb="3" color="fg.muted">
          Un puntaje sin guardar parte del promedio redondeado de los revisores: revísalo y guarda para que cuente.
        </Text>
      ) : null}
      {problem ? <Alert.Root id={ERROR_ID} status="error" role="alert" mb="4"><Alert.Indicator /><Alert.Title>{problem}</Alert.Title></Alert.Root> : null}
      <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <DataTable
          caption="Puntajes por revisor"
          captionHidden
          columns={[
            {
              key: 'requisito',
              header: 'Requisito',
              cell: (row: FilaConsolidacion) => (
                <>
                  {row.requisito}
                  {row.discrepancia ? <Badge ms="2" colorPalette="orange" variant="solid">Gran diferencia</Badge> : null}
                </>
              ),
            },
            { key: 'total', header: 'Puntaje total', align: 'end', cell: (row: FilaConsolidacion) => String(row.ptje_total) },
            ...consolidacion.revisores.map((revisor) => ({
              key: `r-${revisor.id}`,
              header: revisor.nombre,
              align: 'end' as const,
              cell: (row: FilaConsolidacion) => {
                const score = row.puntajes.find((p) => p.revisor.id === revisor.id);
                // Worded as in the reviewer's view of the other reviewers' scores.
                return score ? `${score.puntaje}${score.cumple ? ' (cumple)' : ' (no cumple)'}` : '—';
              },
            })),
            {
              key: 'consolidado',
              header: 'Consolidado',
              cell: (row: FilaConsolidacion) => (editable ? (
                <Input
                  id={inputId(row.requisito_id)}
                  aria-label={`Puntaje consolidado de ${row.requisito} (0 a ${row.ptje_total})`}
                  aria-invalid={invalid?.id === row.requisito_id || undefined}
                  aria-describedby={invalid?.id === row.requisito_id ? ERROR_ID : undefined}
                  inputMode="numeric"
                  maxW="7rem"
                  value={values[row.requisito_id] ?? ''}
                  onChange={(event) => setValues((prev) => ({ ...prev, [row.requisito_id]: event.target.value }))}
                />
              ) : (row.consolidado === null ? '—' : String(row.consolidado))),
            },
          ]}
          rows={consolidacion.filas}
          getRowKey={(row) => row.requisito_id}
          rowTitle={(row) => row.requisito}
        />
        {editable ? <Button type="submit" loading={saving}>Guardar puntajes consolidados</Button> : null}
      </chakra.form>
    </Box>
  );
}
