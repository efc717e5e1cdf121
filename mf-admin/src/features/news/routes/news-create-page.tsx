import { createNoticia } from '@sello/shared-api/staff';
import { notify, useNavigate } from '@sello/shared-ui';
import { AdminPageHeader } from '../../admin-core/components/admin-page';
import { NewsForm } from '../components/news-form';

export function NewsCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <AdminPageHeader title="Agregar noticia" />
      <NewsForm
        title="Agregar noticia"
        save={async (fields) => {
          await createNoticia(fields);
          notify({ type: 'success', title: '¡Noticia creada con éxito!' });
          navigate('/admin/panel/noticias');
        }}
      />
    </>
  );
}
