import { type PostulacionDetalle } from '@sello/shared-api';
import { enviarPostulacion, getMisRequisitos } from '@sello/shared-api/applicant';
import { Button, ErrorState, Heading, LoadingState, notify, PageHeading, Text, useAsync, useNavigate, usePageTitle } from '@sello/shared-ui';
import { useState } from 'react';
import { ConfirmDialog, ErrorSummary } from '@sello/shared-ui/widgets';
import {
  ApplicationName, CurrentApplication, isEditable, PageActions, refusalText, RequirementsTable, SAVED_MESSAGE, useConfirmedSend,
  withApplication,
} from '../../applicant-core';
import { ProcessSteps } from '../components/process-steps';
import { PROCESS_STEPS, reachedStep } from '../lib/process-step';

const FINISH_ID = 'finalizar';

function RequirementsStep({ detail }: { detail: PostulacionDetalle }) {
  const navigate = useNavigate();
  // A refused Finalizar stays on the page (a toast is gone in seconds), linked to the button.
  const [refused, setRefused] = useState<string | null>(null);
  usePageTitle('Postulación', { error: refused !== null });
  const requisitos = useAsync(() => getMisRequisitos(detail.id), [detail.id]);
  const rows = requisitos.data ?? [];
  const missing = rows.filter((row) => !row.entrega?.archivo).length;
  const canSend = detail.estado === 'Registrada' && reachedStep(detail) === 3 && rows.length > 0 && missing === 0;

  const finish = useConfirmedSend<void>(async () => {
    setRefused(null);
    try {
      await enviarPostulacion(detail.id);
    } catch (error) {
      setRefused(refusalText(error));
      return false;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate('/postulante/postulaciones');
    return true;
  });

  return (
    <>
      <PageHeading>{detail.categoria ?? 'Categoría seleccionada'}</PageHeading>
      <ApplicationName detail={detail} />
      <ProcessSteps current={3} reached={reachedStep(detail)} />
      <Heading as="h2" textStyle="xl" mb="3">Requisitos</Heading>
      {requisitos.loading ? <LoadingState /> : null}
      {requisitos.error ? <ErrorState message={requisitos.error.message} onRetry={requisitos.reload} /> : null}
      {requisitos.data ? <RequirementsTable caption="Requisitos de la categoría" rows={rows} mode="edit" postulacionId={detail.id} editable={isEditable(detail)} /> : null}
      {detail.estado !== 'Registrada' ? (
        <Text mb="2">{`La postulación está en estado ${detail.estado} y ya no se puede modificar.`}</Text>
      ) : null}
      {detail.estado === 'Registrada' && requisitos.data && missing > 0 ? (
        <Text id="finalizar-ayuda" mb="2">{`Falta anexar ${missing} requisito(s) para finalizar.`}</Text>
      ) : null}
      <ErrorSummary errors={refused ? [{ id: FINISH_ID, message: refused }] : []} />
      <PageActions back={{ to: withApplication(PROCESS_STEPS[1].path, detail.id) }}>
        <Button
          id={FINISH_ID}
          colorPalette="brand"
          // Sending cannot be undone: Finalizar asks first.
          onClick={() => finish.ask()}
          onFocus={finish.openerFocus}
          disabled={!canSend || finish.sending}
          loading={finish.sending}
          loadingText="Enviando…"
          aria-describedby={missing > 0 ? 'finalizar-ayuda' : undefined}
        >
          Finalizar
        </Button>
      </PageActions>
      <ConfirmDialog {...finish.dialog} title="¿Enviar la postulación?" confirmLabel="Enviar postulación" busyLabel="Enviando tu postulación…">
        Al enviarla, la postulación pasa a revisión y ya no podrás modificar sus datos ni sus archivos, salvo las
        correcciones que te pida el equipo revisor.
      </ConfirmDialog>
    </>
  );
}

export function RequirementsStepPage() {
  return <CurrentApplication>{(detail) => <RequirementsStep detail={detail} />}</CurrentApplication>;
}
