import { type CategoryChoiceData, UNEXPECTED_ERROR_MESSAGE } from '@sello/shared-api';
import { getCategorias, updateCategoria } from '@sello/shared-api/applicant';
import { APPLICATION_YEARS } from '@sello/shared-api/schemas';
import { ErrorState, LoadingState, notify, useAsync, useNavigate } from '@sello/shared-ui';
import { fieldErrorsOf, notifySaveError } from '../../applicant-core';
import { CategoryForm, type Refusal } from '../components/category-form';
import { useWizard } from '../components/wizard-context';
import { cancelPath } from '../lib/steps';

export const REGISTRATION_DONE = 'Registro institucional completado exitosamente.';

export function CategoryStepPage() {
  const { draft } = useWizard();
  const navigate = useNavigate();
  const categorias = useAsync(() => getCategorias(), []);

  const onSubmit = async (data: CategoryChoiceData): Promise<Refusal | null> => {
    if (!draft.id) {
      const message = 'El id de la postulación es requerido.';
      notifySaveError(new Error(message));
      return { message, fields: {} };
    }
    try {
      await updateCategoria(draft.id, data);
    } catch (error) {
      notifySaveError(error);
      // The refusal is also shown on the page (the toast goes after 1.5 s), naming the step to correct.
      return { message: error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE, fields: fieldErrorsOf(error) };
    }
    notify({ type: 'success', title: REGISTRATION_DONE });
    navigate('/postulante/postulaciones');
    return null;
  };

  if (categorias.loading) return <LoadingState />;
  if (categorias.error || !categorias.data) return <ErrorState message={categorias.error?.message} onRetry={categorias.reload} />;
  return <CategoryForm categorias={categorias.data} years={APPLICATION_YEARS} onSubmit={onSubmit} onCancel={() => navigate(cancelPath(4))} />;
}
