import { deleteNoticia, getAdminNoticiaByUrl, updateNoticia, type NoticiaAdmin } from '@sello/shared-api/staff';
import { notify, useAsync, useNavigate, useParams } from '@sello/shared-ui';
import { useState } from 'react';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';
import { NewsForm } from '../components/news-form';
import { NewsRevisions } from '../components/news-revisions';

/** /admin/panel/noticias/{url}: edit, delete (with confirmation) and restore a saved version. */
export function NewsEditPage() {
  const { url = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useAsync(() => getAdminNoticiaByUrl(url), [url]);
  const [current, setCurrent] = useState<NoticiaAdmin | null>(null);
  const news = current && current.url === url ? current : loaded.data;

  return (
    <>
      <AdminPageHeader title="Editar noticia" />
      <AsyncBlock state={{ ...loaded, data: news }} missing={{ to: '/admin/panel/noticias', label: 'Volver a noticias' }}>
        {(item) => (
          <>
            <NewsForm
              // A restored version or a renamed slug starts the form again from what the server kept.
              key={`${item.id}-${item.updated_at}`}
              news={item}
              title={`Editar noticia: ${item.titulo}`}
              save={async (fields) => {
                const saved = await updateNoticia(item.id, { ...fields, updated_at: item.updated_at });
                notify({ type: 'success', title: 'Datos enviados correctamente.' });
                setCurrent(saved);
                navigate('/admin/panel/noticias');
              }}
              remove={async () => {
                await deleteNoticia(item.id);
                notify({ type: 'success', title: 'Noticia eliminada.' });
                navigate('/admin/panel/noticias');
              }}
            />
            <NewsRevisions
              news={item}
              pageTitle={`Editar noticia: ${item.titulo}`}
              onRestored={(restored) => {
                setCurrent(restored);
                if (restored.url !== url) navigate(`/admin/panel/noticias/${encodeURIComponent(restored.url)}`, { replace: true });
              }}
            />
          </>
        )}
      </AsyncBlock>
    </>
  );
}
