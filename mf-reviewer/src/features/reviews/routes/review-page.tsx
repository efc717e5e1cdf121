import { ApiError, type EvaluacionRequisito, type RevisorPostulacion, type RevisorPostulacionDetalle, type RevisorRequisito } from '@sello/shared-api';
import { enviarEvaluacion, getRevisorPostulacion } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, ErrorState, formatDate, Heading, HStack, Link, LoadingState, notify, PageHeading, RouterLink, Text,
  useAsync, useLocation, usePageTitle, useParams,
} from '@sello/shared-ui';
import { Badge, ConfirmDialog, DataTable, ErrorSummary, type DataTableColumn } from '@sello/shared-ui/widgets';
import { useCallback, useEffect, useState } from 'react';
import { ConflictDeclaration } from '../components/conflict-declaration';
import { DocumentsTable } from '../components/documents-section';
import { ErrorAlert } from '../components/error-alert';
import { OtherScores } from '../components/other-scores';
import { RequirementEvaluation } from '../components/requirement-evaluation';
import { EVALUATION_LABEL } from '../lib/labels';
import { queueReturnPath } from '../lib/list-params';

type Scores = Record<number, EvaluacionRequisito>;

function scoresOf(detail: RevisorPostulacionDetalle): Scores {
  const out: Scores = {};
  for (const req of detail.requisitos) if (req.mi_evaluacion) out[req.id] = req.mi_evaluacion;
  return out;
}

function requirementColumns(scores: Scores): DataTableColumn<RevisorRequisito>[] {
  return [
    { key: 'nombre', header: 'Requisito' },
    { key: 'medio_verificacion', header: 'Medio de verificación' },
    { key: 'ptje_total', header: 'Puntaje total', align: 'end', cell: (row) => String(row.ptje_total) },
    { key: 'estado', header: 'Estado', cell: (row) => (scores[row.id] ? `Evaluado: ${scores[row.id]?.puntaje}` : 'Sin evaluar') },
    { key: 'fecha', header: 'Fecha actualización', cell: (row) => (scores[row.id] ? formatDate(scores[row.id]!.updated_at) : '—') },
    {
      key: 'ver',
      header: 'Ver, editar y completar',
      cell: (row) => (
        // In-page link to the requirement's evaluation below (no route change: nothing to lose).
        <Link href={`#requisito-${row.id}`}>
          Evaluar<Box as="span" srOnly>{` ${row.nombre}`}</Box>
        </Link>
      ),
    },
  ];
}

/** The score field of a requirement (RequirementEvaluation's ids). */
const scoreFieldId = (requisitoId: number) => `req-${requisitoId}-puntaje`;

function Evaluation({ initial, pageTitle }: { initial: RevisorPostulacionDetalle; pageTitle: string }) {
  const [detail, setDetail] = useState(initial);
  const [scores, setScores] = useState<Scores>(() => scoresOf(initial));
  const [sending, setSending] = useState(false);
  const sent = detail.evaluacion === 'enviada';
  const editable = detail.puede_evaluar && !sent;
  const total = Object.values(scores).reduce((sum, score) => sum + score.puntaje, 0);
  const missing = detail.requisitos.filter((req) => !scores[req.id]).length;
  const byType = (tipo: string) => detail.documentos.filter((doc) => doc.tipo === tipo);

  // 'Enviar evaluación' asks first (WCAG 3.3.4): a sent evaluation can no longer be changed.
  const [asking, setAsking] = useState(false);
  // What a requirement shows but has not saved (RequirementEvaluation's onProblem). With any, 'Enviar
  // evaluación' lists them instead of asking: the saved scores it would send are not the ones on screen.
  const [problems, setProblems] = useState<Record<number, string>>({});
  const onProblem = useCallback((requisitoId: number, message: string | null) => {
    setProblems((prev) => {
      if ((prev[requisitoId] ?? null) === message) return prev;
      const next = { ...prev };
      if (message) next[requisitoId] = message;
      else delete next[requisitoId];
      return next;
    });
  }, []);
  // The requirements listed by the last refused press: one fixed leaves the list, none is added while
  // the person types (a new entry would take focus from their field).
  const [listed, setListed] = useState<number[]>([]);
  // Each refused press mounts the summary anew, so it takes focus and is heard again.
  const [refusals, setRefusals] = useState(0);
  const blocking = detail.requisitos
    .filter((req) => listed.includes(req.id) && problems[req.id])
    .map((req) => ({ id: scoreFieldId(req.id), message: `${req.nombre} — ${problems[req.id]}` }));
  usePageTitle(pageTitle, { error: blocking.length > 0 });
  const pressSend = () => {
    const now = detail.requisitos.filter((req) => problems[req.id]).map((req) => req.id);
    setListed(now);
    if (now.length === 0) setAsking(true);
    else setRefusals((count) => count + 1);
  };

  // Once sent, the dialog and 'Enviar evaluación' are gone, and focus with them (to <body>): it
  // goes to the Total section, which now says when the evaluation was sent.
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    const active = document.activeElement;
    if (!justSent || asking || (active && active !== document.body && active.isConnected)) return;
    const heading = document.getElementById('total-titulo');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [justSent, asking]);

  // A refused send stays on screen beside the button (the toast is gone in seconds).
  const [sendError, setSendError] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const next = await enviarEvaluacion(detail.id);
      setDetail(next);
      setScores(scoresOf(next));
      setJustSent(true);
      notify({ type: 'success', title: 'Evaluación enviada.' });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Ha ocurrido un error inesperado.';
      notify({ type: 'error', title: message });
      setSendError(message);
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <>
      <HStack gap="3" flexWrap="wrap" mb="2">
        <Text>{`Categoría: ${detail.categoria?.nombre ?? '—'}`}</Text>
        <Text>{`Estado: ${detail.estado}`}</Text>
        <Text>{`Fecha de postulación: ${formatDate(detail.fecha_postulacion)}`}</Text>
      </HStack>
      <HStack gap="3" flexWrap="wrap" mb="6">
        <Text>{`Plazo de evaluación: ${formatDate(detail.fecha_limite)}`}</Text>
        {detail.vencida && !sent ? <Badge colorPalette="red" variant="solid">Vencida</Badge> : null}
        <Badge size="lg">{`Mi evaluación: ${EVALUATION_LABEL[detail.evaluacion]}`}</Badge>
      </HStack>

      <Heading as="h2" textStyle="xl" mb="3">Bitácora</Heading>
      <DocumentsTable caption="Bitácora" documents={byType('bitacora')} />
      <Heading as="h2" textStyle="xl" mb="3">Formulario de Declaración</Heading>
      <DocumentsTable caption="Formulario de Declaración" documents={byType('declaracion_autoridad')} />
      <Heading as="h2" textStyle="xl" mb="3">Admisibilidad</Heading>
      <DocumentsTable caption="Admisibilidad" documents={byType('admisibilidad')} />

      <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
      {!detail.puede_evaluar && !sent ? (
        <Text mb="4" role="note">La evaluación de requisitos se habilita cuando la postulación ha sido declarada admisible.</Text>
      ) : null}
      <DataTable
        caption="Requisitos"
        captionHidden
        columns={requirementColumns(scores)}
        rows={detail.requisitos}
        getRowKey={(row) => row.id}
        rowTitle={(row) => row.nombre}
        emptyMessage="Esta categoría no tiene requisitos."
      />
      {detail.requisitos.map((req) => (
        <RequirementEvaluation
          key={`${req.id}-${sent ? 'enviada' : 'borrador'}`}
          postulacionId={detail.id}
          requisito={{ ...req, mi_evaluacion: scores[req.id] ?? req.mi_evaluacion }}
          editable={editable}
          onSaved={(evaluation) => setScores((prev) => ({ ...prev, [evaluation.requisito_id]: evaluation }))}
          onProblem={onProblem}
        />
      ))}
      <Box as="section" aria-labelledby="total-titulo" mt="6" p="4" borderWidth="1px" borderColor="border" borderRadius="l2">
        <Heading as="h2" id="total-titulo" textStyle="xl" mb="2">Total</Heading>
        <Text fontWeight="semibold" aria-live="polite">{`Puntaje total: ${total} de ${detail.maximo}`}</Text>
        {sent ? (
          <Text mt="2">{`Evaluación enviada el ${formatDate(detail.evaluacion_enviada_at ?? '')}. Ya no se puede modificar.`}</Text>
        ) : editable ? (
          <>
            {/* Why the button is disabled: said with it, as its description. */}
            {missing > 0 ? <Text id="envio-pendiente" mt="2">{`Falta puntuar ${missing} requisito(s) para enviar la evaluación.`}</Text> : null}
            <ErrorAlert message={sendError} mt="3" />
            {blocking.length > 0 ? (
              <Box mt="3"><ErrorSummary attempt={refusals} title="Corrige estos puntajes antes de enviar la evaluación" errors={blocking} /></Box>
            ) : null}
            <Button mt="3" onClick={pressSend} disabled={missing > 0} aria-describedby={missing > 0 ? 'envio-pendiente' : undefined}>Enviar evaluación</Button>
            <ConfirmDialog
              open={asking}
              title="¿Enviar la evaluación?"
              confirmLabel="Enviar evaluación"
              tone="neutral"
              busy={sending}
              // Escape while sending would hide it without saying how it ended: the answer closes it.
              onCancel={() => (sending ? undefined : setAsking(false))}
              onConfirm={() => void send()}
            >
              {`Se enviarán tus puntajes ${detail.requisitos.length === 1 ? 'del requisito' : `de los ${detail.requisitos.length} requisitos`}, con un total de ${total} de ${detail.maximo}. Después ya no podrás modificarlos.`}
            </ConfirmDialog>
          </>
        ) : null}
      </Box>
      {sent ? <OtherScores postulacionId={detail.id} /> : (
        <Text mt="6">Los puntajes de los demás revisores se muestran después de enviar tu evaluación.</Text>
      )}
    </>
  );
}

const HEADING_ID = 'postulacion-titulo';

export function ReviewPage() {
  const { id } = useParams();
  const postulacionId = Number(id);
  const back = queueReturnPath(useLocation().state);
  const { data, error, loading, reload } = useAsync<RevisorPostulacion>(() => getRevisorPostulacion(postulacionId), [postulacionId]);
  const [declared, setDeclared] = useState<RevisorPostulacionDetalle | null>(null);
  useEffect(() => setDeclared(null), [postulacionId]);
  const current = declared ?? data;
  // Once declared, the declaration's form (and the button just pressed) is gone: without this, focus fell to <body>.
  useEffect(() => {
    if (declared) document.getElementById(HEADING_ID)?.focus();
  }, [declared]);
  const title = current ? `Evaluar postulación de ${current.nombre_institucion}` : 'Evaluar postulación';
  usePageTitle(title);

  return (
    <>
      <Breadcrumb items={[{ label: 'Postulaciones asignadas', to: back }, { label: 'Evaluar postulación' }]} />
      {/* One h1 from the first render (loading, error, declaration or evaluation): the shell focuses it
          after a navigation, and it takes focus when the declaration's form gives way to the evaluation. */}
      <PageHeading id={HEADING_ID}>{current?.nombre_institucion ?? 'Evaluar postulación'}</PageHeading>
      {loading ? <LoadingState label="Cargando la postulación…" /> : null}
      {error ? (
        <ErrorState message={error.message} onRetry={error instanceof ApiError && error.status === 404 ? undefined : reload} />
      ) : null}
      {current && current.declaracion_pendiente ? <ConflictDeclaration pending={current} pageTitle={title} onDeclared={setDeclared} /> : null}
      {current && !current.declaracion_pendiente ? <Evaluation key={current.id} initial={current} pageTitle={title} /> : null}
      <Box mt="8">
        <Button asChild variant="outline">
          <RouterLink to={back}>Volver</RouterLink>
        </Button>
      </Box>
    </>
  );
}
