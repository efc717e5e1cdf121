import { type InstitutionData, type InstitutionInput } from '@sello/shared-api';
import { getComunas, getRegiones, getTipoInstituciones, storeHistorialPostulacion, storeInstitucion } from '@sello/shared-api/applicant';
import { ErrorState, Link, LoadingState, notify, RouterLink, useAsync, useNavigate } from '@sello/shared-ui';
import { Alert } from '@sello/shared-ui/widgets';
import { fieldErrorsOf, notifySaveError, PROGRESS_ERROR_MESSAGE, SAVED_MESSAGE } from '../../applicant-core';
import { InstitutionForm } from '../components/institution-form';
import { useWizard } from '../components/wizard-context';
import { asValues } from '../lib/as-values';
import { cancelPath, stepPath } from '../lib/steps';

export function InstitutionStepPage() {
  const { draft, update } = useWizard();
  const navigate = useNavigate();
  const refs = useAsync(() => Promise.all([getTipoInstituciones(), getRegiones()]), []);

  const onSubmit = async (data: InstitutionData) => {
    let saved;
    // A correction of the draft's step 1 (the RUT too) names the draft, so the server updates it instead
    // of starting a second one. storeInstitucion (`@sello/shared-api/applicant`, bundled into this remote)
    // sends the body as given; its type does not list the id, which the server reads from the body.
    const body: InstitutionInput & { postulacion_sello_id?: number } = draft.id ? { ...data, postulacion_sello_id: draft.id } : data;
    try {
      saved = await storeInstitucion(body);
    } catch (error) {
      notifySaveError(error);
      return fieldErrorsOf(error);
    }
    update({ id: saved.id, step: Math.max(draft.step, 2), institution: asValues(data) });
    try {
      // The server records the real institution and result; the spec's fixed ids are not sent.
      await storeHistorialPostulacion({ postulacion_sello_id: saved.id, institucion_id: saved.institucion_id, progreso_postulacion: 2 });
    } catch (error) {
      notifySaveError(error, PROGRESS_ERROR_MESSAGE);
      return {};
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(stepPath(2));
    return {};
  };

  if (refs.loading) return <LoadingState />;
  if (refs.error || !refs.data) return <ErrorState message={refs.error?.message} onRetry={refs.reload} />;
  const [tipos, regiones] = refs.data;
  return (
    <>
      {draft.id === null && draft.registered > 0 ? <RegisteredNotice count={draft.registered} /> : null}
      <InstitutionForm
      defaults={draft.institution}
      tipos={tipos}
      regiones={regiones}
      loadComunas={getComunas}
      onSubmit={onSubmit}
      onCancel={() => navigate(cancelPath(1))}
      />
    </>
  );
}

/**
 * Signing in leads here (the spec's login target), also for an applicant whose applications are all
 * registered: without a word they would take the empty form for the one they filled in.
 */
function RegisteredNotice({ count }: { count: number }) {
  return (
    <Alert.Root status="info" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {count === 1 ? 'Ya tienes una postulación registrada.' : `Ya tienes ${count} postulaciones registradas.`}
        </Alert.Title>
        <Alert.Description>
          Este formulario inicia una postulación nueva. Para ver el estado de {count === 1 ? 'la tuya' : 'las tuyas'} o
          continuar con {count === 1 ? 'ella' : 'ellas'}, ve a{' '}
          <Link asChild textDecoration="underline"><RouterLink to="/postulante/postulaciones">Mis postulaciones</RouterLink></Link>.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
