import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { auditRoutes } from '../routes';

describe('/admin/panel/auditoria', () => {
  beforeEach(() => signInAs('admin'));

  it('names actions and records in Spanish, in the table and the filters, and leaves empty details out', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: [] })
      .on('GET', /^\/api\/admin\/auditoria$/, {
        body: {
          data: [{
            id: 1, user_id: 3, usuario: 'Rodrigo Revisor', action: 'crear', entity: 'declaracion_conflicto', entity_id: '1',
            detail: { tipo: 'sin_conflicto', motivo: null, postulacion_sello_id: 3 }, created_at: '2026-11-20T12:00:00Z',
          }],
          current_page: 1, last_page: 1, per_page: 20, total: 1,
          acciones: ['crear', 'iniciar_sesion', 'nueva_accion'], entidades: ['declaracion_conflicto', 'usuario'],
        },
      });
    renderRoutes(auditRoutes, '/admin/panel/auditoria');
    const table = await screen.findByRole('table', { name: 'Registros (1)' });
    // The date (its text depends on the time zone) is the row's header; the other columns are cells.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Rodrigo Revisor', 'Crear', 'Declaración de conflicto de interés #1', 'tipo: sin_conflicto; postulacion sello id: 3']);
    const actions = within(screen.getByRole('combobox', { name: 'Acción' })).getAllByRole('option').map((option) => option.textContent);
    // A code the page does not know yet still reads without underscores.
    expect(actions).toEqual(['Todas', 'Crear', 'Iniciar sesión', 'nueva accion']);
    const records = within(screen.getByRole('combobox', { name: 'Tipo de registro' })).getAllByRole('option');
    expect(records.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([['', 'Todas'], ['declaracion_conflicto', 'Declaración de conflicto de interés'], ['usuario', 'Usuario']]);
  });

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
