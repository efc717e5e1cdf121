import { deleteNoticia, getAdminNoticiaByUrl, updateNoticia, type NoticiaAdmin } from '@sello/shared-api/staff';
import { Button, notify, TrashIcon, useAsync, useNavigate, useParams } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
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
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const news = current && current.url === url ? current : loaded.data;

  const remove = async (id: number) => {
    setDeleting(true);
    try {
      await deleteNoticia(id);
      notify({ type: 'success', title: 'Noticia eliminada.' });
      navigate('/admin/panel/noticias');
    } catch (error) {
      notify({ type: 'error', title: 'Ha ocurrido un error inesperado.', description: error instanceof Error ? error.message : undefined });
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <AdminPageHeader title="Editar noticia" />
      <AsyncBlock state={{ ...loaded, data: news }}>
        {(item) => (
          <>
            <NewsForm
              // A restored version or a renamed slug starts the form again from what the server kept.
              key={`${item.id}-${item.updated_at}`}
              news={item}
              title={`Editar noticia: ${item.titulo}`}
              save={async (fields) => {
                const saved = await updateNoticia(item.id, fields);
                notify({ type: 'success', title: 'Datos enviados correctamente.' });
                setCurrent(saved);
                navigate('/admin/panel/noticias');
              }}
              extraActions={
                <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  <TrashIcon /> Eliminar noticia
                </Button>
              }
            />
            <NewsRevisions
              news={item}
              onRestored={(restored) => {
                setCurrent(restored);
                if (restored.url !== url) navigate(`/admin/panel/noticias/${encodeURIComponent(restored.url)}`, { replace: true });
              }}
            />
            <ConfirmDialog
              open={confirming}
              title="¿Eliminar esta noticia?"
              confirmLabel="Eliminar noticia"
              busy={deleting}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void remove(item.id)}
            >
              «{item.titulo}» dejará de mostrarse en el sitio. Esta acción no se puede deshacer.
            </ConfirmDialog>
          </>
        )}
      </AsyncBlock>
    </>
  );
}
