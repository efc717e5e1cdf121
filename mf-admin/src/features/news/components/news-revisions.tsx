import { getNoticiaRevisiones, restaurarNoticiaRevision, type NoticiaAdmin, type NoticiaRevision } from '@sello/shared-api/staff';
import { Button, Heading, notify, Stack, Text, useAsync } from '@sello/shared-ui';
import { ConfirmDialog, DataTable } from '@sello/shared-ui/widgets';
import { useRef, useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useRefusal } from '../../admin-core/lib/refusal';
import { formatDateTime as dateTime } from '../../admin-core/lib/date-time';

const HEADING_ID = 'revisiones-titulo';

/**
 * Saved versions of an item; restoring one saves it as the newest (no saved version is lost). A
 * restore changes the public page at once (its title, maybe its address) and starts the form above
 * again from that version, so it is asked first: 'Restaurar' beside the form is easily pressed.
 */
export function NewsRevisions({ news, pageTitle, onRestored }: { news: NoticiaAdmin; pageTitle: string; onRestored: (restored: NoticiaAdmin) => void }) {
  const revisions = useAsync(() => getNoticiaRevisiones(news.id), [news.id, news.updated_at]);
  const [busy, setBusy] = useState<number | null>(null);
  const [asked, setAsked] = useState<NoticiaRevision | null>(null);
  // A restore reloads the list for the restored item: the rows stay meanwhile (the same rows, one
  // more to come), so the 'Restaurar' that opened the question is still there to get focus back.
  const lastRows = useRef(revisions.data);
  if (revisions.data) lastRows.current = revisions.data;
  const rows = revisions.error ? null : revisions.data ?? lastRows.current;
  // A restore that works starts the page again from the restored item, title included.
  const { refused, refuse, clear } = useRefusal(pageTitle);

  const restore = async (revisionId: number) => {
    setBusy(revisionId);
    clear();
    try {
      const item = await restaurarNoticiaRevision(news.id, revisionId);
      notify({ type: 'success', title: 'Versión restaurada.' });
      onRestored(item);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(null);
      setAsked(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="3" mt="10">
      <Heading as="h2" id={HEADING_ID} tabIndex={-1} textStyle="xl">Versiones anteriores</Heading>
      <FormAlert id="revisiones-error" message={refused} />
      {revisions.error ? <Text role="alert">{revisions.error.message}</Text> : null}
      {rows ? (
        <DataTable
          caption="Versiones guardadas de la noticia"
          captionHidden
          rows={rows}
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
                <Button size="sm" variant="outline" onClick={() => setAsked(r)}>
                  Restaurar<Text as="span" srOnly> la versión del {dateTime(r.created_at)}</Text>
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title="¿Restaurar esta versión?"
        confirmLabel="Restaurar versión"
        tone="neutral"
        busy={busy !== null}
        onCancel={() => {
          if (busy === null) setAsked(null);
        }}
        onConfirm={() => {
          if (asked && busy === null) void restore(asked.id);
        }}
      >
        {asked
          ? `La noticia vuelve a la versión del ${dateTime(asked.created_at)} («${asked.titulo}») y el sitio la muestra así desde ahora; la actual queda entre las versiones anteriores. Los cambios del formulario que no hayas guardado se pierden.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
