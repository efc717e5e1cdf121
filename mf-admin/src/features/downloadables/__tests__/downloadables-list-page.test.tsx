import { screen, within } from '@testing-library/react';
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
    expect(within(table).queryByText('20/11/2026')).not.toBeInTheDocument();
  });
});
