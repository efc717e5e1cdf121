import { certificationYears } from '@sello/shared-api/staff';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs, type FakeResponse } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { readImageSize } from '../../admin-core/lib/image-rules';
import { institutionsRoutes } from '../routes';

jest.mock('../../admin-core/lib/image-rules', () => ({
  ...jest.requireActual('../../admin-core/lib/image-rules'),
  readImageSize: jest.fn(),
}));
const sizeOf = readImageSize as jest.MockedFunction<typeof readImageSize>;

const categories = [{ id: 1, nombre: 'Gestión Institucional Inclusiva', slug: 'g', descripcion: '' }, { id: 2, nombre: 'Espacios Públicos Inclusivos', slug: 'e', descripcion: '' }];
const institution = {
  id: 4, titulo: 'Municipalidad de Arica', logo: 'media/l.png', logo_url: 'http://api.test/media/l.png', logo_alt: 'Escudo de Arica',
  texto: null, tipo_reconocimiento: 'Gestión Institucional Inclusiva', anno_certificacion: 2025, categoria_id: 1, categoria: 'Gestión Institucional Inclusiva',
  vigencia: 'Vigente', vigente_hasta: 2027, user_id: 1, created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z',
};

describe('instituciones reconocidas (admin)', () => {
  beforeEach(() => signInAs('admin'));

  it('lists with the spec columns and filters by name and category', async () => {
    const park = {
      ...institution, id: 5, titulo: 'Parque Inclusivo de Temuco', tipo_reconocimiento: 'Espacios Públicos Inclusivos', categoria_id: 2,
      categoria: 'Espacios Públicos Inclusivos', anno_certificacion: 2022, vigencia: 'No vigente', vigente_hasta: 2024,
    };
    const library = {
      ...park, id: 6, titulo: 'Biblioteca Municipal de Valdivia', anno_certificacion: 2025, vigencia: 'Vigente', vigente_hasta: 2027,
    };
    // Answers as the API filters: categoria_id by equality, institucion as a case-insensitive part of the name.
    const api = fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones$/, ({ url }) => {
        const categoria = url.searchParams.get('categoria_id');
        const nombre = url.searchParams.get('institucion')?.toLowerCase();
        return {
          body: [institution, park, library].filter((i) => (!categoria || String(i.categoria_id) === categoria)
            && (!nombre || i.titulo.toLowerCase().includes(nombre))),
        };
      });
    /** The names in the table's rows (it is replaced by the loading state while a filter loads). */
    const shownNames = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    renderRoutes(institutionsRoutes, '/admin/panel/instituciones');
    const table = await screen.findByRole('table');
    for (const header of ['Institución', 'Categoría', 'Año', 'Vigencia', 'Ver y editar']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('row', { name: /Municipalidad de Arica/ })).toHaveTextContent('Vigente');
    expect(shownNames()).toEqual(['Municipalidad de Arica', 'Parque Inclusivo de Temuco', 'Biblioteca Municipal de Valdivia']);

    const lastQuery = () => api.calls.at(-1)?.url.searchParams.toString();

    await userEvent.selectOptions(screen.getByLabelText('Categoría'), '2');
    await waitFor(() => expect(lastQuery()).toBe('categoria_id=2'));
    await waitFor(() => expect(shownNames()).toEqual(['Parque Inclusivo de Temuco', 'Biblioteca Municipal de Valdivia']));
    expect(screen.getByRole('table', { name: 'Instituciones reconocidas (2)' })).toBeInTheDocument();

    // The name is sent once typing settles (deferred): wait for the full name's request, then for its answer.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Institución' }), 'Valdivia');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('institucion')).toBe('Valdivia'));
    expect(api.calls.at(-1)?.url.searchParams.get('categoria_id')).toBe('2');
    await waitFor(() => expect(shownNames()).toEqual(['Biblioteca Municipal de Valdivia']));
    expect(screen.getByRole('table', { name: 'Instituciones reconocidas (1)' })).toBeInTheDocument();
  });

  it('rejects a logo of the wrong size and asks for the alt text of the logo', async () => {
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories });
    sizeOf.mockResolvedValue({ width: 400, height: 200 });
    renderRoutes(institutionsRoutes, '/admin/panel/instituciones/crear');
    const logo = (await screen.findByLabelText(/^Logo/)) as HTMLInputElement;
    await userEvent.upload(logo, new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Imagen no válida')).toBeInTheDocument();
    expect(logo.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('El nombre de la institución es requerido.')).toBeInTheDocument();
    expect(within(summary).getByText('El logo es requerido.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then shows the list', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: institution })
      .on('GET', /^\/api\/admin\/instituciones$/, { body: [] })
      .on('DELETE', /^\/api\/admin\/instituciones\/4$/, { body: { message: 'ok' } });
    const view = renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta institución?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar institución' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instituciones reconocidas' })).toBeInTheDocument();
    expect(api.writes().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/admin/instituciones/4']);
  });

  it('while the deletion runs its own button says so, Guardar does not say Guardando…; then the list', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const api = fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: institution })
      .on('GET', /^\/api\/admin\/instituciones$/, { body: [] })
      .on('DELETE', /^\/api\/admin\/instituciones\/4$/, () => new Promise<FakeResponse>((resolve) => { answer = resolve; }));
    const view = renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta institución?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar institución' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Eliminar institución' })).toHaveAttribute('aria-disabled', 'true');
    // The form sits behind the modal dialog (hidden from the accessibility tree meanwhile).
    expect(screen.queryByRole('button', { name: 'Guardando…', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar', hidden: true })).not.toHaveAttribute('aria-disabled');

    await act(async () => answer({ body: { message: 'ok' } }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
    expect(await screen.findByText('Institución eliminada.')).toBeInTheDocument();
  });

  it('Cancelar closes the question and gives focus back to Eliminar', async () => {
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: institution });
    renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
    const remove = await screen.findByRole('button', { name: 'Eliminar' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta institución?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('a refused deletion stays on the page, linked to Eliminar, with Error: in the title', async () => {
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: institution })
      .on('DELETE', /^\/api\/admin\/instituciones\/4$/, { status: 404, body: { message: 'La institución no existe.' } });
    const view = renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar institución' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'La institución no existe.' })).toHaveAttribute('href', '#institucion-eliminar');
    expect(document.title).toBe('Error: Editar institución reconocida - Sello');
    expect(view.location().pathname).toBe('/admin/panel/instituciones/4');
  });

  it('an institution certified before those years is edited and saved with its own year', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-26T15:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask',
        'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
    });
    try {
      const older = { ...institution, anno_certificacion: 2021, vigencia: 'No vigente', vigente_hasta: 2023 };
      const api = fakeApi()
        .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
        .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: older })
        .on('GET', /^\/api\/admin\/instituciones$/, { body: [older] })
        .on('PATCH', /^\/api\/admin\/instituciones\/4$/, { body: { ...older, message: 'Datos enviados correctamente.' } });
      renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
      const year = await screen.findByLabelText(/^Año de certificación/);
      expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2025', '2024', '2021']);
      expect(year).toHaveValue('2021');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]!.form!.get('anno_certificacion')).toBe('2021');
    } finally {
      jest.useRealTimers();
    }
  });

  it('an institution that no longer exists says so, in the title too, with the way back to the list and no Reintentar', async () => {
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/99\/editar$/, { status: 404, body: { message: 'La institución no existe.' } })
      .on('GET', /^\/api\/admin\/instituciones$/, { body: [] });
    const view = renderRoutes(institutionsRoutes, '/admin/panel/instituciones/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('La institución no existe.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('La institución no existe - Sello'));
    await userEvent.click(screen.getByRole('link', { name: 'Volver a instituciones reconocidas' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
  });

  it('Volver with a changed category asks first, naming it; unchanged, it leaves at once', async () => {
    fakeApi()
      .on('GET', /^\/api\/categoria-postulaciones$/, { body: categories })
      .on('GET', /^\/api\/admin\/instituciones\/4\/editar$/, { body: institution })
      .on('GET', /^\/api\/admin\/instituciones$/, { body: [] });
    const view = renderRoutes(institutionsRoutes, '/admin/panel/instituciones/4');
    const category = await screen.findByLabelText(/^Categoría de postulación/);
    await userEvent.selectOptions(category, '2');
    const back = screen.getByRole('link', { name: 'Volver' });
    await userEvent.click(back);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent('Se perderán los cambios que no has guardado en Categoría de postulación.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(back).toHaveFocus());
    // Put back as it was, nothing is lost: no question.
    await userEvent.selectOptions(category, '1');
    await userEvent.click(back);
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers this year and the two before (spec 9), keeping an older saved year', () => {
    expect(certificationYears(new Date('2026-06-01'))).toEqual([2026, 2025, 2024]);
    expect(certificationYears(new Date('2026-06-01'), 2021)).toEqual([2026, 2025, 2024, 2021]);
    expect(certificationYears(new Date('2026-06-01'), 2025)).toEqual([2026, 2025, 2024]);
    // Chile's calendar: 1 January at 01:00 UTC is still 31 December in Santiago.
    expect(certificationYears(new Date('2027-01-01T01:00:00Z'))).toEqual([2026, 2025, 2024]);
  });
});
