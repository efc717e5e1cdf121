import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { downloadablesRoutes } from '../routes';

describe('descargables (admin list)', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the spec columns, Fecha being the creation date (spec 7: id, ubicacion, documento, created_at)', async () => {
    fakeApi().on('GET', /^\/api\/admin\/descargables$/, {
      body: [{
        id: 3, nombre: 'Bases del concurso', ubicacion: 'bases', documento: 'descargables/3.pdf', documento_url: 'http://api.test/descargables/3.pdf',
        created_at: '2026-03-10T15:00:00Z', updated_at: '2026-11-20T15:00:00Z',
      }],
    });
    renderRoutes(downloadablesRoutes, '/admin/panel/descargables');
    const table = await screen.findByRole('table', { name: 'Documentos descargables (1)' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Ubicación', 'Documento', 'Fecha', 'Ver y editar']);
    expect(within(table).getByRole('cell', { name: '10/03/2026' })).toBeInTheDocument();
    // Each row is named by its document (said with each value down a column), not by its location.
    expect(within(table).getByRole('rowheader')).toHaveTextContent(/^Bases del concurso/);
    expect(within(table).queryByText('20/11/2026')).not.toBeInTheDocument();
  });

  it('a save refused as a whole (the document was deleted meanwhile) stays in the summary, linked to Guardar', async () => {
    const item = { id: 3, nombre: 'Bases', ubicacion: 'bases', documento: 'd/3.pdf', documento_url: 'http://api.test/d/3.pdf', created_at: '', updated_at: '' };
    fakeApi()
      .on('GET', /^\/api\/admin\/descargables\/3$/, { body: item })
      .on('PATCH', /^\/api\/admin\/descargables\/3$/, { status: 404, body: { message: 'El documento no existe.' } });
    renderRoutes(downloadablesRoutes, '/admin/panel/descargables/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'El documento no existe.' })).toHaveAttribute('href', '#descargable-guardar');
    await waitFor(() => expect(document.title).toBe('Error: Editar descargable - Sello'));
  });
});
