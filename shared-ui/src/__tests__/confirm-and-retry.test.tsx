import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../components/states';
import { ConfirmDialog } from '../components/confirm-dialog';
import { renderUi } from './helpers';

describe('ConfirmDialog', () => {
  it('describes itself with its warning, so a screen reader reads it with the title', async () => {
    renderUi(
      <ConfirmDialog open title="¿Desactivar esta cuenta?" confirmLabel="Desactivar cuenta" onConfirm={() => {}} onCancel={() => {}}>
        Rosa Revisora no podrá ingresar y sus sesiones abiertas terminan ahora.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar esta cuenta?' });
    expect(dialog).toHaveAccessibleDescription('Rosa Revisora no podrá ingresar y sus sesiones abiertas terminan ahora.');
  });

  it('says inside itself what is happening while busy (the page behind it is hidden from screen readers)', async () => {
    const dialog = (busy: boolean) => (
      <ConfirmDialog open busy={busy} busyLabel="Enviando tu solicitud…" title="¿Presentar el recurso de reposición?" confirmLabel="Presentar recurso" tone="neutral" onConfirm={() => {}} onCancel={() => {}} />
    );
    const view = renderUi(dialog(false));
    const status = within(await screen.findByRole('alertdialog')).getByRole('status');
    expect(status).toHaveTextContent('');
    view.rerender(dialog(true));
    expect(within(screen.getByRole('alertdialog')).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Enviando tu solicitud…');
  });

  it('is outlined, so the dark theme (where a shadow does not show) sets it apart from the page', async () => {
    renderUi(<ConfirmDialog open title="¿Eliminar esta noticia?" confirmLabel="Eliminar noticia" onConfirm={() => {}} onCancel={() => {}} />, { theme: 'Dark' });
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta noticia?' });
    expect(getComputedStyle(dialog).borderTopWidth).toBe('1px');
  });
});

function FailingPage() {
  const [attempt, setAttempt] = useState(0);
  return (
    <main>
      <h1>Usuarios</h1>
      {attempt === 0 ? <ErrorState message="No se pudo cargar." onRetry={() => setAttempt(1)} /> : <LoadingState label="Cargando…" />}
    </main>
  );
}

describe('ErrorState', () => {
  it("'Reintentar' leaves focus on the page's h1, not on <body>, when the message gives way to the loading state", async () => {
    const user = userEvent.setup();
    renderUi(<FailingPage />);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toHaveFocus());
  });
});

describe('LoadingState', () => {
  it('is drawn as an empty status region and given its words after, so a screen reader announces them', async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderUi(<LoadingState label="Cargando noticias…" />);
    const region = await screen.findByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('Cargando noticias…'));
    records.push(...observer.takeRecords());
    observer.disconnect();
    // The words arrived inside the region already in the document, not with it.
    expect(records.some((record) => region.contains(record.target)
      && (record.type === 'characterData' || [...record.addedNodes].some((node) => node.textContent?.includes('Cargando noticias…'))))).toBe(true);
  });
});
