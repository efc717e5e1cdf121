import { ApiError, type EvaluacionRequisito, type RevisorRequisito } from '@sello/shared-api';
import { downloadArchivo, evaluarRequisito } from '@sello/shared-api/staff';
import { Box, chakra, Heading, Stack, Text, VisuallyHidden } from '@sello/shared-ui';
import { FileViewer, FormField, Input, Textarea } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { parseScore } from '../lib/score';

interface Props {
  postulacionId: number;
  requisito: RevisorRequisito;
  editable: boolean;
  /** Tells the page what is saved now (for the total and 'Enviar evaluación'). */
  onSaved: (evaluation: EvaluacionRequisito) => void;
  /** Tells the page when what the field shows is not what is saved (an invalid or emptied score, a
   *  refused save), so 'Enviar evaluación' does not send other scores than the ones on screen. */
  onProblem: (requisitoId: number, message: string | null) => void;
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string };

const SAVE_DELAY_MS = 700;

/**
 * One requirement: the applicant's file, and my score, 'cumple' and comment. Each change is saved
 * on its own shortly after typing stops (and at once when the field is left), so a reload loses nothing.
 */
export function RequirementEvaluation({ postulacionId, requisito, editable, onSaved, onProblem }: Props) {
  const mine = requisito.mi_evaluacion;
  const [puntaje, setPuntaje] = useState(mine ? String(mine.puntaje) : '');
  const [cumple, setCumple] = useState(mine?.cumple ?? false);
  const [comentario, setComentario] = useState(mine?.comentario ?? '');
  const [state, setState] = useState<SaveState>(mine ? { kind: 'saved', at: mine.updated_at } : { kind: 'idle' });
  // What the server holds: an invalid score typed over it is not saved, and the status says so.
  const [savedScore, setSavedScore] = useState<number | null>(mine ? mine.puntaje : null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(mine ? JSON.stringify({ puntaje: mine.puntaje, cumple: mine.cumple, comentario: mine.comentario ?? '' }) : '');
  const latest = useRef({ puntaje, cumple, comentario });
  latest.current = { puntaje, cumple, comentario };

  const parsed = parseScore(puntaje, requisito.ptje_total);
  // A saved score cannot be taken back (an evaluation is stored with its score): an emptied field is not
  // saved, and says so, instead of 'Guardado a las …' over an empty field while the old score still counts.
  const scoreError = parsed && 'error' in parsed ? parsed.error
    : parsed === null && savedScore !== null ? 'Ingresa un puntaje: uno ya guardado no se puede dejar vacío.' : undefined;
  const base = `req-${requisito.id}`;
  const problem = scoreError ?? (state.kind === 'error' ? state.message : null);
  useEffect(() => onProblem(requisito.id, problem), [onProblem, requisito.id, problem]);

  const save = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = latest.current;
    const score = parseScore(current.puntaje, requisito.ptje_total);
    if (!score || 'error' in score) return;
    const body = { puntaje: score.value, cumple: current.cumple, comentario: current.comentario.trim() };
    const signature = JSON.stringify(body);
    if (signature === lastSent.current) return;
    lastSent.current = signature;
    setState({ kind: 'saving' });
    try {
      const saved = await evaluarRequisito(postulacionId, requisito.id, body);
      setState({ kind: 'saved', at: saved.updated_at });
      setSavedScore(saved.puntaje);
      onSaved(saved);
    } catch (error) {
      lastSent.current = '';
      setState({ kind: 'error', message: error instanceof ApiError ? error.message : 'Ha ocurrido un error inesperado al guardar el progreso.' });
    }
  };

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  // Leaving the page with a change still waiting: send it now.
  useEffect(() => () => {
    if (timer.current) void save();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const status =
    state.kind === 'saving' ? 'Guardando…'
      // Typed over a saved score, an invalid one left 'Guardado a las …' in place, as if it were saved.
      : scoreError ? `No se guardó: ${scoreError}${savedScore === null ? '' : ` Sigue guardado el puntaje ${savedScore}.`}`
      : state.kind === 'saved' ? `Guardado a las ${new Date(state.at).toLocaleTimeString('es-CL', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Santiago' })}`
        : state.kind === 'error' ? `No se guardó: ${state.message}`
          : puntaje.trim() !== '' ? ''
            // An evaluation is stored with its score: until there is one, say that nothing typed is saved yet.
            : comentario.trim() !== '' || cumple ? 'Sin puntaje aún: el comentario y Cumple se guardarán al ingresar el puntaje.' : 'Sin puntaje aún';

  return (
    <Box as="section" id={`requisito-${requisito.id}`} aria-labelledby={`${base}-titulo`} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" mb="4">
      <Heading as="h3" id={`${base}-titulo`} textStyle="lg" mb="2">{requisito.nombre}</Heading>
      <Text mb="1">{`Medio de verificación: ${requisito.medio_verificacion}`}</Text>
      <Text mb="3">{`Puntaje total: ${requisito.ptje_total}`}</Text>
      {requisito.entrega?.archivo ? (
        <Box mb="4"><FileViewer file={requisito.entrega.archivo} label={`Archivo de ${requisito.nombre}`} load={downloadArchivo} /></Box>
      ) : (
        <Text mb="4">La institución no anexó archivo para este requisito.</Text>
      )}
      <Stack gap="3" maxW="2xl">
        <FormField id={`${base}-puntaje`} label={<>{`Puntaje (0 a ${requisito.ptje_total})`}<VisuallyHidden>{` de ${requisito.nombre}`}</VisuallyHidden></>} errorText={scoreError} disabled={!editable}>
          <Input
            inputMode="numeric"
            value={puntaje}
            maxW="10rem"
            onChange={(event) => {
              setPuntaje(event.target.value);
              schedule();
            }}
            onBlur={() => void save()}
          />
        </FormField>
        <chakra.label display="flex" gap="2" alignItems="center">
          <chakra.input
            type="checkbox"
            id={`${base}-cumple`}
            boxSize="5"
            checked={cumple}
            disabled={!editable}
            onChange={(event) => {
              setCumple(event.target.checked);
              schedule();
            }}
          />
          Cumple<VisuallyHidden>{` ${requisito.nombre}`}</VisuallyHidden>
        </chakra.label>
        <FormField id={`${base}-comentario`} label={<>Comentario<VisuallyHidden>{` sobre ${requisito.nombre}`}</VisuallyHidden></>} disabled={!editable}>
          <Textarea
            rows={2}
            value={comentario}
            onChange={(event) => {
              setComentario(event.target.value);
              schedule();
            }}
            onBlur={() => void save()}
          />
        </FormField>
        <Text role="status" textStyle="sm" color={state.kind === 'error' ? 'fg.error' : undefined}>{status}</Text>
      </Stack>
    </Box>
  );
}
