import { getNoticiaRevisiones, restaurarNoticiaRevision, type NoticiaAdmin } from '@sello/shared-api/staff';
import { Button, Heading, notify, Stack, Text, useAsync } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { useState } from 'react';

const dateTime = (iso: string) => new Date(iso).toLocaleString('es-CL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Santiago' });

/** Saved versions of an item; restoring one saves it as the newest (nothing is lost). */
export function NewsRevisions({ news, onRestored }: { news: NoticiaAdmin; onRestored: (restored: NoticiaAdmin) => void }) {
  const revisions = useAsync(() => getNoticiaRevisiones(news.id), [news.id, news.updated_at]);
  const [busy, setBusy] = useState<number | null>(null);

  const restore = async (revisionId: number) => {
    setBusy(revisionId);
    try {
      const restored = await restaurarNoticiaRevision(news.id, revisionId);
      notify({ type: 'success', title: 'Versión restaurada.' });
      onRestored(restored);
    } catch (error) {
      notify({ type: 'error', title: 'Ha ocurrido un error inesperado.', description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="revisiones-titulo" gap="3" mt="10">
      <Heading as="h2" id="revisiones-titulo" textStyle="xl">Versiones anteriores</Heading>
      {revisions.error ? <Text role="alert">{revisions.error.message}</Text> : null}
      {revisions.data ? (
        <DataTable
          caption="Versiones guardadas de la noticia"
          captionHidden
          rows={revisions.data}
          getRowKey={(r) => r.id}
          rowTitle={(r) => `${dateTime(r.created_at)} · ${r.titulo}`}
          emptyMessage="Aún no hay versiones anteriores."
          columns={[
            { key: 'created_at', header: 'Guardada el', cell: (r) => dateTime(r.created_at) },
            { key: 'titulo', header: 'Título' },
            { key: 'usuario', header: 'Por', cell: (r) => r.usuario ?? '—' },
            {
              key: 'restaurar',
              header: 'Restaurar',
              cell: (r) => (
                <Button size="sm" variant="outline" loading={busy === r.id} onClick={() => void restore(r.id)}>
                  Restaurar<Text as="span" srOnly> la versión del {dateTime(r.created_at)}</Text>
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
