import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs, type FakeResponse } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { downloadablesRoutes } from '../routes';

const item = { id: 3, nombre: 'Bases', ubicacion: 'bases', documento: 'd/3.pdf', documento_url: 'http://api.test/d/3.pdf', created_at: '', updated_at: '' };

describe('/admin/panel/descargables/{id}: Eliminar', () => {
  beforeEach(() => signInAs('admin'));

  it('while the deletion runs its own button says so, Guardar does not say Guardando…; then the list', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/descargables\/3$/, { body: item })
      .on('GET', /^\/api\/admin\/descargables$/, { body: [] })
      .on('DELETE', /^\/api\/admin\/descargables\/3$/, () => new Promise<FakeResponse>((resolve) => { answer = resolve; }));
    const view = renderRoutes(downloadablesRoutes, '/admin/panel/descargables/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este documento?' });
    expect(dialog).toHaveTextContent('«Bases» dejará de poder descargarse desde el sitio.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar documento' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Eliminar documento' })).toHaveAttribute('aria-disabled', 'true');
    // The form sits behind the modal dialog (hidden from the accessibility tree meanwhile).
    expect(screen.queryByRole('button', { name: 'Guardando…', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar', hidden: true })).not.toHaveAttribute('aria-disabled');
    // Escape does not hide a deletion that is still running.
    await userEvent.keyboard('{Escape}');
    // The dialog closes a moment after the key (its exit): give it that moment.
    await act(() => new Promise((resolve) => { setTimeout(resolve, 300); }));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar este documento?' })).toBeInTheDocument();

    await act(async () => answer({ body: { message: 'ok' } }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/descargables'));
    expect(await screen.findByText('Documento eliminado.')).toBeInTheDocument();
    expect(api.writes().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/admin/descargables/3']);
  });

  it('a refused deletion stays on the page, in the summary linked to Eliminar, with Error: in the title', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/descargables\/3$/, { body: item })
      .on('DELETE', /^\/api\/admin\/descargables\/3$/, { status: 404, body: { message: 'El documento no existe.' } });
    const view = renderRoutes(downloadablesRoutes, '/admin/panel/descargables/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar documento' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'El documento no existe.' })).toHaveAttribute('href', '#descargable-eliminar');
    await waitFor(() => expect(document.title).toBe('Error: Editar descargable - Sello'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-disabled');
    expect(view.location().pathname).toBe('/admin/panel/descargables/3');
  });
});

describe('/admin/panel/descargables/{id}: a document that does not exist', () => {
  beforeEach(() => signInAs('admin'));

  it('a mistyped or deleted id says the document does not exist, in the title too, with the way back and no Reintentar', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/descargables\/\w+$/, { status: 404, body: { message: 'El documento no existe.' } })
      .on('GET', /^\/api\/admin\/descargables$/, { body: [] });
    const view = renderRoutes(downloadablesRoutes, '/admin/panel/descargables/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('El documento no existe.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('El documento no existe - Sello'));
    await userEvent.click(screen.getByRole('link', { name: 'Volver a descargables' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/descargables'));
  });
});

describe('/admin/panel/descargables/crear: leaving with unsaved edits', () => {
  beforeEach(() => signInAs('admin'));

  it('Volver on a new document with a name typed asks first; Descartar cambios goes to the list', async () => {
    const api = fakeApi().on('GET', /^\/api\/admin\/descargables$/, { body: [] });
    const view = renderRoutes(downloadablesRoutes, '/admin/panel/descargables/crear');
    await userEvent.type(await screen.findByLabelText(/^Nombre del botón/), 'Descargar bases');
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent('Se perderán los cambios que no has guardado en Nombre del botón.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/descargables'));
    expect(api.writes()).toHaveLength(0);
  });
});
