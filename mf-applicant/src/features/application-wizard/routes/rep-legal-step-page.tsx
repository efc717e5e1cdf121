import { type RepLegalData } from '@sello/shared-api';
import { storeRepLegal } from '@sello/shared-api/applicant';
import { notify, useNavigate } from '@sello/shared-ui';
import { fieldErrorsOf, notifySaveError, SAVED_MESSAGE } from '../../applicant-core';
import { RepLegalForm } from '../components/rep-legal-form';
import { useWizard } from '../components/wizard-context';
import { asValues } from '../lib/as-values';
import { cancelPath, stepPath } from '../lib/steps';

export function RepLegalStepPage() {
  const { draft, update } = useWizard();
  const navigate = useNavigate();
  const onSubmit = async (data: RepLegalData) => {
    try {
      await storeRepLegal(data);
    } catch (error) {
      notifySaveError(error);
      return fieldErrorsOf(error);
    }
    update({ step: Math.max(draft.step, 3), repLegal: asValues(data) });
    notify({ type: 'success', title: SAVED_MESSAGE });
    navigate(stepPath(3));
    return {};
  };
  return <RepLegalForm postulacionId={draft.id} defaults={draft.repLegal} onSubmit={onSubmit} onCancel={() => navigate(cancelPath(2))} />;
}
