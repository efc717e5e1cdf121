import { useA11yStore } from '@sello/shared-a11y';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { readImageSize } from '../../admin-core/lib/image-rules';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { detalle, fila, pagina } from './fixtures';

// jsdom decodes no images: each test says what size the chosen logo has.
jest.mock('../../admin-core/lib/image-rules', () => ({
  ...jest.requireActual('../../admin-core/lib/image-rules'),
  readImageSize: jest.fn(),
}));
const sizeOf = readImageSize as jest.MockedFunction<typeof readImageSize>;

const LIST = /^\/api\/admin\/postulaciones$/;

describe('admin applications', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('sends a reviewer who opens the admin list to their own queue', async () => {
    signInAs('revisor');
    fakeApi();
    const view = renderRoutes(routes, '/admin/panel/postulaciones');
    await waitFor(() => expect(view.location().pathname).toBe('/revisor/postulaciones'));
  });

  it('shows the spec columns plus Estado and reviewers, keeps every filter in the URL and Borrar filtros clears them all', async () => {
    const list = pagina([fila(41, { revisores: [{ id: 7, nombre: 'Rodrigo Revisor', fecha_limite: '2026-11-01', vencida: true, evaluacion: 'en_curso', inhabilitado: false }] })]);
    list.opciones.annos = [2026, 2025, 2021];
    const api = fakeApi().on('GET', LIST, { body: list });
    const view = renderRoutes(routes, '/admin/panel/postulaciones');
    const table = await screen.findByRole('table', { name: 'Postulaciones' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Seleccionar', 'Institución', 'Categoría postulación', 'Fecha de postulación', 'Estado', 'Revisores asignados', 'Modificación por revisor/a', 'Ver postulación',
    ]);
    expect(within(table).getByText('Rodrigo Revisor')).toBeInTheDocument();
    expect(within(table).getByText('Vencida')).toBeInTheDocument();
    // The institution names its row, not the selection checkbox before it.
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Institución 41']);

    // The years the API found in the data, not a fixed range: 2021 is older than this year and the two before.
    const yearSelect = await screen.findByLabelText('Año');
    expect(within(yearSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['---', '2026', '2025', '2021']);
    fireEvent.change(screen.getByLabelText('Institución'), { target: { value: 'Ñandú' } });
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: '1' } });
    fireEvent.change(yearSelect, { target: { value: '2021' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'Admisible' } });
    const count = screen.getByText('Mostrando 1 - 1 de 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(view.location().search).toBe('?institucion=%C3%91and%C3%BA&categoria_id=1&anno=2021&estado=Admisible'));
    await waitFor(() => expect(api.calls[api.calls.length - 1]!.url.searchParams.get('estado')).toBe('Admisible'));
    await screen.findByRole('table', { name: 'Postulaciones' });
    // The count's status region stayed on the page through the reload: its new text is announced.
    expect(screen.getByText('Mostrando 1 - 1 de 1')).toBe(count);
    expect(count).toHaveAttribute('role', 'status');

    fireEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Estado')).toHaveValue(''));
    expect(screen.getByLabelText('Institución')).toHaveValue('');
    expect(screen.getByLabelText('Año')).toHaveValue('');
  });

  it("a page past the end (an old link, a shorter list) shows the last page, never 'Mostrando null - null'", async () => {
    const full = pagina([fila(1), fila(2), fila(3)]);
    const view = (fakeApi().on('GET', /^\/api\/admin\/postulaciones$/, ({ url }) => (url.searchParams.get('page') === '2'
      ? { body: { ...full, data: [fila(3)], pagination: { page: 2, per_page: 2, total: 3, last_page: 2, from: 3, to: 3 } } }
      : { body: { ...full, data: [], pagination: { page: 99, per_page: 2, total: 3, last_page: 2, from: null, to: null } } })), renderRoutes(routes, '/admin/panel/postulaciones?estado=Enviada&page=99'));
    expect(await screen.findByText('Mostrando 3 - 3 de 3')).toBeInTheDocument();
    expect(new URLSearchParams(view.location().search).get('page')).toBe('2');
    expect(new URLSearchParams(view.location().search).get('estado')).toBe('Enviada');
    expect(screen.queryByText(/null/)).not.toBeInTheDocument();
  });

  it('a due date the API refuses is said at the date field and stays on screen, not only in a toast', async () => {
    fakeApi()
      .on('GET', LIST, { body: pagina([fila(41)]) })
      .on('GET', /^\/api\/admin\/revisores$/, { body: [{ id: 8, nombre: 'Rebeca Revisora Dos', email: 'revisora2@sello.test', asignaciones_abiertas: 0 }] })
      .on('POST', /asignaciones$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { fecha_limite: ['La fecha límite no puede ser anterior a hoy.'] } } });
    renderRoutes(routes, '/admin/panel/postulaciones');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Institución 41' }));
    fireEvent.click(await screen.findByLabelText(/Rebeca Revisora Dos/));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(screen.getByLabelText(/Fecha límite/)).toHaveAccessibleDescription('La fecha límite no puede ser anterior a hoy.'));
    expect(screen.getByLabelText(/Fecha límite/)).toHaveAttribute('aria-invalid', 'true');
    // The summary links to the field; no generic 'Los datos enviados no son válidos.' beside it.
    expect(screen.getByRole('link', { name: 'La fecha límite no puede ser anterior a hoy.' })).toHaveAttribute('href', '#asignar-fecha');
    expect(document.getElementById('asignar-error')).toBeNull();
  });

  it('assigns the chosen reviewers with a due date to every selected application', async () => {
    const api = fakeApi()
      .on('GET', LIST, { body: pagina([fila(41), fila(42), fila(43, { estado: 'Aprobada' })]) })
      .on('GET', /^\/api\/admin\/revisores$/, { body: [{ id: 7, nombre: 'Rodrigo Revisor', email: 'revisor@sello.test', asignaciones_abiertas: 2 }, { id: 8, nombre: 'Rebeca Revisora Dos', email: 'revisora2@sello.test', asignaciones_abiertas: 0 }] })
      .on('POST', /asignaciones$/, { body: { message: 'Revisores asignados.', asignaciones: 2 } });
    renderRoutes(routes, '/admin/panel/postulaciones');
    await screen.findByText('Institución 41');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Institución 43' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Institución 41' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Institución 42' }));
    expect(await screen.findByRole('heading', { name: 'Asignar revisores a 2 postulaciones' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Asignar' }));
    expect(await screen.findAllByText('Selecciona al menos un revisor o revisora.')).not.toHaveLength(0);
    expect(api.writes()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Error: Postulaciones - Sello'));
    // The summary leads to the group's first checkbox.
    const summaryLink = within(screen.getByRole('alert', { name: 'Hay errores en el formulario' })).getByRole('link', { name: 'Selecciona al menos un revisor o revisora.' });
    fireEvent.click(summaryLink);
    expect(screen.getByLabelText(/Rodrigo Revisor/)).toHaveFocus();
    fireEvent.click(screen.getByLabelText(/Rebeca Revisora Dos/));
    fireEvent.change(screen.getByLabelText(/Fecha límite/), { target: { value: '2026-12-15' } });
    const assign = screen.getByRole('button', { name: 'Asignar' });
    assign.focus();
    fireEvent.click(assign);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ postulacion_ids: [41, 42], revisor_ids: [8], fecha_limite: '2026-12-15' });
    // The form and its button are gone with the selection: focus goes to the h1, not to <body>.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Postulaciones' })).toHaveFocus());
    expect(document.title).toBe('Postulaciones - Sello');
    expect(screen.queryByRole('button', { name: 'Asignar' })).not.toBeInTheDocument();
  });

  it("'Volver' and the breadcrumb lead back to the list as it was left, also through a requirement's page", async () => {
    fakeApi()
      .on('GET', LIST, { body: pagina([fila(41, { nombre_institucion: 'Fundación Ñandú', estado: 'Admisible' })]) })
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle() })
      .on('GET', /^\/api\/admin\/postulaciones\/41\/requisitos\/5$/, { status: 404, body: { message: 'El requisito no existe.' } });
    const view = renderRoutes(routes, '/admin/panel/postulaciones?estado=Admisible&institucion=%C3%91and%C3%BA');
    fireEvent.click(await screen.findByRole('link', { name: 'Ver la postulación de Fundación Ñandú' }));
    await screen.findByRole('heading', { level: 2, name: 'Consolidación de puntajes' });
    const back = '/admin/panel/postulaciones?estado=Admisible&institucion=%C3%91and%C3%BA';
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', back);
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Postulaciones' })).toHaveAttribute('href', back);
    fireEvent.click(screen.getByRole('link', { name: 'Ver Informe de accesibilidad' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones/41/requisito/5'));
    await screen.findByRole('heading', { level: 1, name: 'Requisito' });
    expect(screen.getByRole('link', { name: 'Postulaciones' })).toHaveAttribute('href', back);
    fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
    await waitFor(() => expect(`${view.location().pathname}${view.location().search}`).toBe('/admin/panel/postulaciones/41'));
    await screen.findByRole('heading', { level: 2, name: 'Consolidación de puntajes' });
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', back);
    // The same way back through the requirement's breadcrumb to the application.
    fireEvent.click(screen.getByRole('link', { name: 'Ver Informe de accesibilidad' }));
    await screen.findByRole('heading', { level: 1, name: 'Requisito' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Migas de pan' })).getByRole('link', { name: 'Postulación' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones/41'));
    await screen.findByRole('heading', { level: 2, name: 'Consolidación de puntajes' });
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', back);
  });

  it('an application that does not exist says so in the page and in its title, without Reintentar', async () => {
    fakeApi().on('GET', /^\/api\/admin\/postulaciones\/999$/, { status: 404, body: { message: 'La postulación no existe.' } });
    renderRoutes(routes, '/admin/panel/postulaciones/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('La postulación no existe.');
    await waitFor(() => expect(document.title).toBe('Postulación no encontrada - Sello'));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('one application: spec requirements table, disagreements flagged against the threshold, timeline, and a rejection needs a reason', async () => {
    const api = fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle() });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundación Ñandú' })).toBeInTheDocument();
    // Each documents table has its own name (three read 'Documentos de la postulación').
    for (const name of ['Documentos de la Bitácora', 'Documentos del Formulario de Declaración', 'Documentos de admisibilidad']) {
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
    }
    const requisitos = screen.getByRole('table', { name: 'Requisitos' });
    expect(within(requisitos).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'REQUISITO', 'PUNTAJE TOTAL', 'PUNTAJE EVALUADO', 'FECHA', 'CUMPLE', 'VER Y EVALUAR REQUISITO',
    ]);
    expect(within(requisitos).getByRole('link', { name: 'Ver Informe de accesibilidad' })).toHaveAttribute('href', '/admin/panel/postulaciones/41/requisito/5');
    expect(screen.getByText('Gran diferencia')).toBeInTheDocument();
    // Each reviewer's score says whether it complies, either way.
    const scores = screen.getByRole('table', { name: 'Puntajes por revisor' });
    expect(within(scores).getByRole('cell', { name: '18 (cumple)' })).toBeInTheDocument();
    expect(within(scores).getByRole('cell', { name: '6 (no cumple)' })).toBeInTheDocument();
    expect(screen.getByText(/Umbral de aprobación de Gestión institucional inclusiva: 60 % del máximo, es decir 12 de 20 puntos/)).toBeInTheDocument();
    const consolidated = screen.getByLabelText('Puntaje consolidado de Informe de accesibilidad (0 a 20)');
    expect(consolidated).toHaveValue('12');
    // The proposal in the input is not yet the consolidated score, and the page says so.
    expect(screen.getByText('Total consolidado: falta guardar el puntaje consolidado de algún requisito.')).toBeInTheDocument();
    expect(screen.getByText('Un puntaje sin guardar parte del promedio redondeado de los revisores: revísalo y guarda para que cuente.')).toBeInTheDocument();
    // A refused score: the message names it, and its input is marked, described by it and focused.
    fireEvent.change(consolidated, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar puntajes consolidados' }));
    await waitFor(() => expect(consolidated).toHaveFocus());
    expect(consolidated).toHaveAttribute('aria-invalid', 'true');
    expect(consolidated).toHaveAccessibleDescription('El puntaje consolidado de «Informe de accesibilidad» debe ser un número entero entre 0 y 20.');
    expect(api.writes()).toHaveLength(0);
    expect(screen.getByText('Declarada admisible')).toBeInTheDocument();
    expect(screen.getByText(/Ana Administradora · Enviada → Admisible/)).toBeInTheDocument();

    // The outcome is a required choice, said by its group; no radio reads invalid before a choice.
    const outcome = screen.getByRole('radiogroup', { name: 'Resultado' });
    expect(outcome).toHaveAttribute('aria-required', 'true');
    for (const radio of within(outcome).getAllByRole('radio')) expect(radio).toBeValid();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar decisión' }));
    expect(await screen.findByRole('alert', { name: 'Hay errores en el formulario' })).toHaveTextContent('Elige Aprobada o Rechazada.');
    expect(outcome).toHaveAccessibleDescription('Elige Aprobada o Rechazada.');

    fireEvent.click(screen.getByLabelText('Rechazada'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar decisión' }));
    // Said at the field, in the summary that links to it, and in the title.
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'Indica el motivo del rechazo.' })).toHaveAttribute('href', '#decision-motivo');
    expect(screen.getByLabelText(/Motivo del rechazo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Motivo del rechazo/)).toHaveAccessibleDescription('Indica el motivo del rechazo.');
    await waitFor(() => expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello'));
    expect(api.writes()).toHaveLength(0);
    // Choosing Aprobada instead: the reason is optional now, and the rejection's error goes with it.
    fireEvent.click(screen.getByLabelText('Aprobada'));
    const reason = screen.getByLabelText(/Fundamento \(opcional al aprobar\)/);
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
    expect(reason).not.toHaveAccessibleDescription('Indica el motivo del rechazo.');
    expect(screen.queryByRole('alert', { name: 'Hay errores en el formulario' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/admin/panel/postulaciones');
  });

  it("a refused consolidated score at 390 px: its closed row opens, the input takes focus, and the title says 'Error: '", async () => {
    const width = window.innerWidth;
    act(() => window.resizeTo(390, 800));
    try {
      const api = fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle() });
      renderRoutes(routes, '/admin/panel/postulaciones/41');
      const consolidated = await screen.findByLabelText('Puntaje consolidado de Informe de accesibilidad (0 a 20)', {}, { timeout: 5000 });
      const scores = screen.getByRole('region', { name: 'Puntajes por revisor' });
      const row = within(scores).getByRole('button', { name: /Informe de accesibilidad/ });
      expect(row).toHaveAttribute('aria-expanded', 'false');
      fireEvent.change(consolidated, { target: { value: '25' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar puntajes consolidados' }));
      await waitFor(() => expect(row).toHaveAttribute('aria-expanded', 'true'));
      await waitFor(() => expect(consolidated).toHaveFocus());
      expect(consolidated).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello'));
      expect(api.writes()).toHaveLength(0);
      // Corrected and saved: 'Error: ' goes.
      fireEvent.change(consolidated, { target: { value: '12' } });
      api.on('PUT', /postulaciones\/41\/consolidacion$/, { body: detalle().consolidacion });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar puntajes consolidados' }));
      await waitFor(() => expect(document.title).toBe('Postulación de Fundación Ñandú - Sello'));
    } finally {
      act(() => window.resizeTo(width, 800));
    }
  });

  it('a decision the API refuses for a reason of no field: the alert on screen and Error: in the title', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle() })
      .on('POST', /postulaciones\/41\/decision$/, { status: 409, body: { message: 'La postulación cambió mientras la revisabas. Vuelve a cargarla.' } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    await screen.findByRole('heading', { level: 1, name: 'Fundación Ñandú' });
    fireEvent.click(screen.getByLabelText('Aprobada'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar decisión' }));
    // A decision cannot be changed: it asks first, and only the dialog's button records it.
    const dialog = await screen.findByRole('alertdialog', { name: '¿Registrar la decisión?' });
    expect(dialog).toHaveTextContent('La postulación quedará aprobada y la decisión no se podrá cambiar. La carta a la institución quedará como borrador, para revisarla antes de enviarla.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar decisión' }));
    const alert = await screen.findByText('La postulación cambió mientras la revisabas. Vuelve a cargarla.', { selector: '#decision-error *' });
    expect(alert).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  describe('publishing', () => {
    const PUBLISH = /^\/api\/admin\/postulaciones\/41$/;
    const categorias = { body: [{ id: 1, nombre: 'Gestión institucional inclusiva', slug: 'g', descripcion: '' }] };
    // Only the date is fixed (spec 9's years depend on it); timers stay real for the page's own waits.
    beforeEach(() => jest.useFakeTimers({
      now: new Date('2026-11-26T15:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask',
        'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
    }));
    afterEach(() => jest.useRealTimers());

    it('asks for the logo and an alternative text the admin writes (none is filled in) before sending anything', async () => {
      const api = fakeApi()
        .on('GET', PUBLISH, { body: detalle({ estado: 'Aprobada', acciones: ['publicar'] }) })
        .on('GET', /^\/api\/categoria-postulaciones$/, categorias);
      renderRoutes(routes, '/admin/panel/publicaciones/41');
      const alt = await screen.findByLabelText(/^Texto alternativo de logo/);
      expect(alt).toHaveValue('');
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
      expect(await screen.findAllByText('El logo es requerido.')).not.toHaveLength(0);
      expect(screen.getAllByText('El texto alternativo del logo es requerido.')).not.toHaveLength(0);
      expect(api.writes()).toHaveLength(0);

      api.on('POST', /publicar$/, { body: { message: 'Institución publicada.', institucion_reconocida_id: 9 } });
      sizeOf.mockResolvedValue({ width: 200, height: 60 });
      fireEvent.change(screen.getByLabelText(/^Logo de la institución/), { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
      await waitFor(() => expect(sizeOf).toHaveBeenCalled());
      fireEvent.change(alt, { target: { value: 'Logo azul de la fundación' } });
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      const form = api.writes()[0]!.form!;
      expect(form.get('logo_alt')).toBe('Logo azul de la fundación');
      expect(form.get('categoria_id')).toBe('1');
      expect(form.get('anno_certificacion')).toBe('2026');
      expect((form.get('logo') as File).name).toBe('logo.png');
    });

    it('a refusal that names no field stays on screen, not only in a toast', async () => {
      fakeApi()
        .on('GET', PUBLISH, { body: detalle({ estado: 'Aprobada', acciones: ['publicar'] }) })
        .on('GET', /^\/api\/categoria-postulaciones$/, categorias)
        .on('POST', /publicar$/, { status: 409, body: { message: 'La postulación cambió mientras la revisabas. Vuelve a cargarla.' } });
      renderRoutes(routes, '/admin/panel/publicaciones/41');
      const alt = await screen.findByLabelText(/^Texto alternativo de logo/);
      sizeOf.mockResolvedValue({ width: 200, height: 60 });
      fireEvent.change(screen.getByLabelText(/^Logo de la institución/), { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
      await waitFor(() => expect(sizeOf).toHaveBeenCalled());
      fireEvent.change(alt, { target: { value: 'Logo azul de la fundación' } });
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
      await waitFor(() => expect(document.getElementById('publicar-error')).toHaveTextContent('La postulación cambió mientras la revisabas. Vuelve a cargarla.'));
      expect(document.title).toBe('Error: Publicar Fundación Ñandú - Sello');
    });

    it('refuses a logo of the wrong size as soon as it is chosen (spec 5): Imagen no válida, and the selection is cleared', async () => {
      const api = fakeApi()
        .on('GET', PUBLISH, { body: detalle({ estado: 'Aprobada', acciones: ['publicar'] }) })
        .on('GET', /^\/api\/categoria-postulaciones$/, categorias);
      renderRoutes(routes, '/admin/panel/publicaciones/41');
      const logo = (await screen.findByLabelText(/^Logo de la institución/)) as HTMLInputElement;
      sizeOf.mockResolvedValue({ width: 400, height: 200 });
      fireEvent.change(logo, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
      expect(await screen.findByText('Imagen no válida')).toBeInTheDocument();
      expect(screen.getAllByText(/La imagen no cumple con las dimensiones \(Mínimo 100x50 y máximo 255x70\)\./)).not.toHaveLength(0);
      expect(logo.value).toBe('');
      fireEvent.change(screen.getByLabelText(/^Texto alternativo de logo/), { target: { value: 'Logo azul de la fundación' } });
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
      expect(await screen.findAllByText('El logo es requerido.')).not.toHaveLength(0);
      expect(api.writes()).toHaveLength(0);
    });

    it('an application that does not exist, or is not approved, says so in the page and in its title, without Reintentar', async () => {
      fakeApi()
        .on('GET', /^\/api\/admin\/postulaciones\/999$/, { status: 404, body: { message: 'La postulación no existe.' } })
        .on('GET', PUBLISH, { body: detalle({ estado: 'Admisible', acciones: [] }) })
        .on('GET', /^\/api\/categoria-postulaciones$/, categorias);
      const missing = renderRoutes(routes, '/admin/panel/publicaciones/999');
      expect(await screen.findByRole('alert')).toHaveTextContent('La postulación no existe.');
      await waitFor(() => expect(document.title).toBe('La postulación no existe - Sello'));
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a pendientes de publicación' })).toHaveAttribute('href', '/admin/panel/publicaciones');
      missing.unmount();
      renderRoutes(routes, '/admin/panel/publicaciones/41');
      expect(await screen.findByText('Esta postulación está en estado Admisible: solo se publican las postulaciones aprobadas.')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Publicar Fundación Ñandú - Sello'));
    });

    it('offers this year and the two before (spec 9), starting on this year even when the application is of one of them', async () => {
      fakeApi()
        .on('GET', PUBLISH, { body: detalle({ estado: 'Aprobada', acciones: ['publicar'], year: 2024 }) })
        .on('GET', /^\/api\/categoria-postulaciones$/, categorias);
      renderRoutes(routes, '/admin/panel/publicaciones/41');
      const year = await screen.findByLabelText(/^Año de certificación/);
      expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2025', '2024']);
      expect(year).toHaveValue('2026');
    });
  });
});
