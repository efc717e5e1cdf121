import { type EncargadoData } from '@sello/shared-api';
import { storeEncargado } from '@sello/shared-api/applicant';
import { notify, useNavigate } from '@sello/shared-ui';
import { fieldErrorsOf, notifySaveError, SAVED_MESSAGE } from '../../applicant-core';
import { EncargadoForm } from '../components/encargado-form';
import { useWizard } from '../components/wizard-context';
import { asValues } from '../lib/as-values';
import { cancelPath, stepPath } from '../lib/steps';

export function EncargadoStepPage() {
  const { draft, update } = useWizard();
  const navigate = useNavigate();
  const onSubmit = async (data: EncargadoData) => {
    try {
      await storeEncargado(data);
    } catch (error) {
      notifySaveError(error);
      return fieldErrorsOf(error);
    }
    update({ step: Math.max(draft.step, 4), encargado: asValues(data) });
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(stepPath(4));
    return {};
  };
  return (
    <EncargadoForm postulacionId={draft.id} defaults={draft.encargado} repLegal={draft.repLegal} onSubmit={onSubmit} onCancel={() => navigate(cancelPath(3))} />
  );
}
