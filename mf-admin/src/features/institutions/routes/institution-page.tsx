import { getCategorias } from '@sello/shared-api/applicant';
import { createInstitucion, deleteInstitucion, getAdminInstitucion, updateInstitucion } from '@sello/shared-api/staff';
import { notify, useAsync, useNavigate, useParams } from '@sello/shared-ui';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';
import { InstitutionForm, savedToast } from '../components/institution-form';

const LIST = '/admin/panel/instituciones';

/** /admin/panel/instituciones/crear and /{id}: the same form; Eliminar on the edit page. */
export function InstitutionPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const editing = id !== undefined && id !== 'crear';
  const data = useAsync(async () => ({
    categories: await getCategorias(),
    institution: editing ? await getAdminInstitucion(Number(id)) : null,
  }), [id]);
  const title = editing ? 'Editar institución reconocida' : 'Agregar institución reconocida';

  return (
    <>
      <AdminPageHeader title={title} />
      <AsyncBlock state={data} missing={{ to: LIST, label: 'Volver a instituciones reconocidas' }}>
        {({ categories, institution }) => (
          <InstitutionForm
            institution={institution}
            categories={categories}
            title={title}
            save={async (fields) => {
              if (institution) await updateInstitucion(institution.id, { ...fields, updated_at: institution.updated_at });
              else if (fields.logo) await createInstitucion({ ...fields, logo: fields.logo });
              savedToast();
              navigate(LIST);
            }}
            remove={institution ? async () => {
              await deleteInstitucion(institution.id);
              notify({ type: 'success', title: 'Institución eliminada.' });
              navigate(LIST);
            } : undefined}
          />
        )}
      </AsyncBlock>
    </>
  );
}
