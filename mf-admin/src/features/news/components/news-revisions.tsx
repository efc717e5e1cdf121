import { getNoticiaRevisiones, restaurarNoticiaRevision, type NoticiaAdmin } from '@sello/shared-api/staff';
import { Button, Heading, notify, Stack, Text, useAsync } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useRefusal } from '../../admin-core/lib/refusal';
import { formatDateTime as dateTime } from '../lib/local-date-time';

const HEADING_ID = 'revisiones-titulo';

/** Saved versions of an item; restoring one saves it as the newest (nothing is lost). */
export function NewsRevisions({ news, pageTitle, onRestored }: { news: NoticiaAdmin; pageTitle: string; onRestored: (restored: NoticiaAdmin) => void }) {
  const revisions = useAsync(() => getNoticiaRevisiones(news.id), [news.id, news.updated_at]);
  const [busy, setBusy] = useState<number | null>(null);
  // A restore that works starts the page again from the restored item, title included.
  const { refused, refuse, clear } = useRefusal(pageTitle);

  const restore = async (revisionId: number) => {
    setBusy(revisionId);
    clear();
    try {
      const restored = await restaurarNoticiaRevision(news.id, revisionId);
      notify({ type: 'success', title: 'Versión restaurada.' });
      onRestored(restored);
      // The list reloads for the restored item and the button pressed goes with it (focus would fall to
      // <body>): the section's heading keeps focus where the person was.
      document.getElementById(HEADING_ID)?.focus();
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="3" mt="10">
      <Heading as="h2" id={HEADING_ID} tabIndex={-1} textStyle="xl">Versiones anteriores</Heading>
      <FormAlert id="revisiones-error" message={refused} />
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
