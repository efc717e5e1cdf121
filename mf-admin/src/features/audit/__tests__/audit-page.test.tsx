import { screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { auditRoutes } from '../routes';

describe('/admin/panel/auditoria', () => {
  beforeEach(() => signInAs('admin'));

  it('a date filter the API refuses is said at its field, with no Reintentar that would fail the same', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: [] })
      .on('GET', /^\/api\/admin\/auditoria$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { desde: ['La fecha inicial no es válida.'] } } });
    renderRoutes(auditRoutes, '/admin/panel/auditoria?desde=1900-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrige los filtros marcados para ver los registros.');
    expect(screen.getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription('La fecha inicial no es válida.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Auditoría - Sello'));
  });
});
