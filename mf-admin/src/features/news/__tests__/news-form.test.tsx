import '../../admin-core/testing/prosemirror-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs, type FakeResponse } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { readImageSize } from '../../admin-core/lib/image-rules';
import { newsRoutes } from '../routes';

// jsdom decodes no images: the test says which size each chosen file has.
jest.mock('../../admin-core/lib/image-rules', () => ({
  ...jest.requireActual('../../admin-core/lib/image-rules'),
  readImageSize: jest.fn(),
}));
const sizeOf = readImageSize as jest.MockedFunction<typeof readImageSize>;
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

const item = {
  id: 5, id_noticia: 5, url: 'sede-accesible', titulo: 'Sede accesible', cuerpo: '<p>Texto <strong>previo</strong></p>', excerpt: '',
  imagen: 'media/a.png', image_url: 'http://api.test/media/a.png', imagen_alt: 'Rampa', imagen_mobile: 'media/b.png',
  imagen_mobile_url: 'http://api.test/media/b.png', imagen_mobile_alt: 'Rampa cercana', activo: true, user_id: 1,
  created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', publicar_en: null, estado: 'publicada', ruta_publica: '/noticias/detail/sede-accesible',
};

describe('/admin/panel/noticias/crear', () => {
  beforeEach(() => signInAs('admin'));

  it('asks for the title, both images with their alt text and the body, and sends nothing', async () => {
    const api = fakeApi();
    renderRoutes(newsRoutes, '/admin/panel/noticias/crear');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert');
    for (const message of ['El título de la noticia es requerido.', 'La imagen de escritorio es requerida.', 'La imagen para móviles es requerida.', 'El cuerpo de la noticia es requerido.']) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Hay errores en el formulario' })).toHaveFocus());
    // Saved again with the same errors: focus comes back to the summary, which is announced again.
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await userEvent.click(guardar);
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Hay errores en el formulario' })).toHaveFocus());
    expect(api.writes()).toHaveLength(0);
  });

  it("copies the desktop picture's alt text to the mobile one with a button, and says so", async () => {
    fakeApi();
    renderRoutes(newsRoutes, '/admin/panel/noticias/crear');
    const copy = await screen.findByRole('button', { name: 'Usar el texto alternativo de la imagen de escritorio' });
    const mobileAlt = screen.getByLabelText(/^Texto alternativo de imagen para móviles/);
    await userEvent.click(copy);
    expect(screen.getByText('Primero escribe el texto alternativo de la imagen de escritorio.')).toHaveAttribute('role', 'status');
    expect(mobileAlt).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/^Texto alternativo de imagen de escritorio/), 'Rampa de acceso a la sede');
    await userEvent.click(copy);
    expect(mobileAlt).toHaveValue('Rampa de acceso a la sede');
    expect(screen.getByText(/^Se copió el texto alternativo de la imagen de escritorio\./)).toHaveAttribute('role', 'status');
    expect(copy).toHaveFocus();
  });

  it("rejects an image of the wrong size with 'Imagen no válida' and clears the selection", async () => {
    fakeApi();
    sizeOf.mockResolvedValue({ width: 2000, height: 900 });
    renderRoutes(newsRoutes, '/admin/panel/noticias/crear');
    const input = (await screen.findByLabelText(/^Imagen de escritorio/)) as HTMLInputElement;
    await userEvent.upload(input, png('grande.png'));
    expect(await screen.findByText('Imagen no válida')).toBeInTheDocument();
    expect(screen.getAllByText(/Mínimo 100x100 y máximo 1110x336/).length).toBeGreaterThan(0);
    expect(input.value).toBe('');
  });

  it('keeps the alt text typed while the chosen image is still being read', async () => {
    fakeApi();
    let finishReading: (size: { width: number; height: number }) => void = () => undefined;
    sizeOf.mockReturnValue(new Promise((resolve) => { finishReading = resolve; }));
    renderRoutes(newsRoutes, '/admin/panel/noticias/crear');
    await userEvent.upload(await screen.findByLabelText(/^Imagen de escritorio/), png('foto.png'));
    const alt = screen.getByLabelText(/^Texto alternativo de imagen de escritorio/);
    await userEvent.type(alt, 'Foto de escritorio');
    await act(async () => finishReading({ width: 1110, height: 336 }));
    expect(alt).toHaveValue('Foto de escritorio');
  });

  it('saves an edited item with a new desktop image and its alt text, then shows the list', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] })
      .on('PATCH', /^\/api\/admin\/noticias\/5$/, { body: { ...item, message: 'ok' } })
      .on('GET', /^\/api\/admin\/noticias$/, { body: { data: [], links: [], total: 0, current_page: 1 } });
    sizeOf.mockResolvedValue({ width: 1110, height: 336 });
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    expect(await screen.findByRole('textbox', { name: 'Cuerpo de la noticia' })).toHaveTextContent('Texto previo');
    // Required, as the other required fields say it: aria-required and the '*' (hidden from the name).
    expect(screen.getByRole('textbox', { name: 'Cuerpo de la noticia' })).toHaveAttribute('aria-required', 'true');
    await userEvent.upload(screen.getByLabelText(/^Imagen de escritorio/), png('nueva.png'));
    const alt = screen.getByLabelText(/^Texto alternativo de imagen de escritorio/);
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Rampa nueva');
    await userEvent.click(screen.getByRole('radio', { name: /Borrador/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Datos enviados correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/noticias'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    const form = api.writes()[0]?.form;
    expect(form?.get('imagen_alt')).toBe('Rampa nueva');
    expect((form?.get('imagen') as File).name).toBe('nueva.png');
    expect(form?.get('imagen_mobile')).toBeNull();
    expect(String(form?.get('cuerpo'))).toContain('<strong>previo</strong>');
    expect(form?.get('estado')).toBe('borrador');
    // The version the form showed goes back with the save, so a later save by someone else is not undone.
    expect(form?.get('updated_at')).toBe('2026-11-20T10:00:00Z');
  });

  it('restores a saved version after a question (Cancelar keeps what was typed): the form starts again from it, and focus goes back to Restaurar', async () => {
    const revision = {
      id: 3, noticia_id: 5, titulo: 'Sede accesible (primera versión)', url: 'sede-accesible', cuerpo: '<p>Texto original</p>', imagen_url: item.image_url,
      imagen_alt: 'Rampa', imagen_mobile_url: item.imagen_mobile_url, imagen_mobile_alt: 'Rampa cercana', activo: true, publicar_en: null, user_id: 1,
      usuario: 'Ana Administradora', created_at: '2026-11-19T10:00:00Z',
    };
    const restored = { ...item, titulo: revision.titulo, cuerpo: revision.cuerpo, updated_at: '2026-11-25T10:00:00Z' };
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [revision] })
      .on('POST', /^\/api\/admin\/noticias\/5\/restaurar$/, { body: { ...restored, message: 'ok' } });
    renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    const versions = await screen.findByRole('region', { name: 'Versiones anteriores' });
    const restore = await within(versions).findByRole('button', { name: /^Restaurar la versión del/ });
    const title = screen.getByRole('textbox', { name: /^Título de la noticia/ });
    await userEvent.type(title, ' (borrador sin guardar)');
    restore.focus();
    await userEvent.keyboard('{Enter}');
    // Restoring changes the public page at once and starts the form again: asked first, and nothing sent.
    const question = await screen.findByRole('alertdialog', { name: '¿Restaurar esta versión?' });
    expect(question).toHaveTextContent('«Sede accesible (primera versión)»');
    expect(question).toHaveTextContent('Los cambios del formulario que no hayas guardado se pierden.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(0);
    expect(title).toHaveValue('Sede accesible (borrador sin guardar)');
    await waitFor(() => expect(restore).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaurar versión' }));
    expect(await screen.findByText('Versión restaurada.')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({ revision_id: 3 });
    expect(await screen.findByRole('textbox', { name: 'Cuerpo de la noticia' })).toHaveTextContent('Texto original');
    expect(screen.getByRole('textbox', { name: /^Título de la noticia/ })).toHaveValue('Sede accesible (primera versión)');
    // The list of versions reloads for the restored item; its rows stay meanwhile, and the question gives focus back to the button that opened it.
    await waitFor(() => expect(api.calls.filter((c) => c.url.pathname.endsWith('/revisiones'))).toHaveLength(2));
    await waitFor(() => expect(restore).toHaveFocus());
    expect(restore).toBeInTheDocument();
  });

  it('names every toolbar button in Spanish and moves between them with the arrow keys', async () => {
    fakeApi();
    renderRoutes(newsRoutes, '/admin/panel/noticias/crear');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato de cuerpo de la noticia' });
    const bold = within(toolbar).getByRole('button', { name: 'Negrita' });
    expect(within(toolbar).getByRole('button', { name: 'Lista con viñetas' })).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Cursiva' })).toHaveFocus();
  });
});

describe('/admin/panel/noticias/{url}: refusals stay on the page', () => {
  beforeEach(() => signInAs('admin'));

  it("a save refused because someone else saved first says so in the summary, linked to Guardar, and keeps what was typed", async () => {
    const stale = 'Alguien guardó cambios en esta noticia después de que abriste este formulario. Para no borrarlos, los tuyos no se guardaron: copia lo que necesites y recarga la página.';
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] })
      .on('PATCH', /^\/api\/admin\/noticias\/5$/, { status: 409, body: { message: stale } });
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    const title = await screen.findByLabelText(/^Título/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Sede accesible y renovada');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: stale })).toHaveAttribute('href', expect.stringMatching(/^#/));
    expect(title).toHaveValue('Sede accesible y renovada');
    expect(view.location().pathname).toBe('/admin/panel/noticias/sede-accesible');
  });

  it('a refused deletion is in the summary linked to Eliminar noticia, with Error: in the title', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] })
      .on('DELETE', /^\/api\/admin\/noticias\/5$/, { status: 404, body: { message: 'La noticia no existe.' } });
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar noticia' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Eliminar esta noticia?' })).getByRole('button', { name: 'Eliminar noticia' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'La noticia no existe.' })).toHaveAttribute('href', '#noticia-eliminar');
    await waitFor(() => expect(document.title).toBe('Error: Editar noticia: Sede accesible - Sello'));
    expect(view.location().pathname).toBe('/admin/panel/noticias/sede-accesible');
  });

  it('while the deletion runs its own button says so, Guardar does not say Guardando…; then the list', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] })
      .on('GET', /^\/api\/admin\/noticias$/, { body: { data: [], links: [], total: 0, current_page: 1 } })
      .on('DELETE', /^\/api\/admin\/noticias\/5$/, () => new Promise<FakeResponse>((resolve) => { answer = resolve; }));
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar noticia' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta noticia?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar noticia' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Eliminar noticia' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Guardando…', hidden: true })).not.toBeInTheDocument();

    await act(async () => answer({ body: { message: 'ok' } }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/noticias'));
    expect(await screen.findByText('Noticia eliminada.')).toBeInTheDocument();
  });

  it('a refused restore of a version stays above the versions, with Error: in the title', async () => {
    const revision = { id: 11, noticia_id: 5, titulo: 'Sede', url: 'sede', cuerpo: '<p>x</p>', imagen_url: null, imagen_alt: '', imagen_mobile_url: null, imagen_mobile_alt: '', activo: true, publicar_en: null, user_id: 1, usuario: 'Ana', created_at: '2026-11-19T10:00:00Z' };
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [revision] })
      .on('POST', /^\/api\/admin\/noticias\/5\/restaurar$/, { status: 404, body: { message: 'La revisión no existe.' } });
    renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    await userEvent.click(await screen.findByRole('button', { name: /^Restaurar la versión del/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaurar versión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La revisión no existe.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Error: Editar noticia: Sede accesible - Sello'));
  });
});

describe('/admin/panel/noticias: a draft or scheduled item offers no link to a public page that does not show it', () => {
  beforeEach(() => signInAs('admin'));

  it('the list links only published items to the site; the form of a draft says it is not shown', async () => {
    const draft = { ...item, id: 6, id_noticia: 6, url: 'borrador-x', titulo: 'Borrador X', activo: false, estado: 'borrador', ruta_publica: '/noticias/detail/borrador-x' };
    const scheduled = { ...item, id: 7, id_noticia: 7, url: 'programada-y', titulo: 'Programada Y', publicar_en: '2099-01-01T12:00:00Z', estado: 'programada', ruta_publica: '/noticias/detail/programada-y' };
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias$/, { body: { data: [item, draft, scheduled], links: [], total: 3, current_page: 1 } })
      .on('GET', /^\/api\/admin\/noticias\/url\/borrador-x$/, { body: draft })
      .on('GET', /^\/api\/admin\/noticias\/6\/revisiones$/, { body: [] });
    renderRoutes(newsRoutes, '/admin/panel/noticias');
    const table = await screen.findByRole('table', { name: 'Noticias (3)' });
    expect(within(table).getByRole('link', { name: /^Ver «Sede accesible» en el sitio/ })).toHaveAttribute('href', '/noticias/detail/sede-accesible');
    expect(within(table).queryByRole('link', { name: /^Ver «Borrador X»/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Ver «Programada Y»/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Editar «Borrador X»' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('link', { name: 'Editar «Borrador X»' }));
    expect(await screen.findByText(/\/noticias\/detail\/borrador-x \(no se muestra: es un borrador\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/noticias\/detail\/borrador-x/ })).not.toBeInTheDocument();
  });
});

describe('/admin/panel/noticias/{url}: an item that does not exist', () => {
  beforeEach(() => signInAs('admin'));

  it('an address of no news item says so, in the title too, with the way back to the list and no Reintentar', async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/ya-no-esta$/, { status: 404, body: { message: 'La noticia no existe.' } })
      .on('GET', /^\/api\/admin\/noticias$/, { body: { data: [], links: [], total: 0, current_page: 1 } });
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/ya-no-esta');
    expect(await screen.findByRole('alert')).toHaveTextContent('La noticia no existe.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('La noticia no existe - Sello'));
    await userEvent.click(screen.getByRole('link', { name: 'Volver a noticias' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/noticias'));
  });

  it('a failure a retry can fix (the server, the network) still offers Reintentar', async () => {
    let failing = true;
    fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, () => (failing ? { status: 503, body: { message: 'El servicio no está disponible.' } } : { body: item }))
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] });
    renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no está disponible.');
    expect(screen.queryByRole('link', { name: 'Volver a noticias' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: /^Título de la noticia/ })).toHaveValue('Sede accesible');
  });
});

describe('/admin/panel/noticias/{url}: leaving with unsaved edits', () => {
  beforeEach(() => signInAs('admin'));

  it('Volver with an edited title asks first, naming it; Seguir editando keeps it, Descartar cambios goes to the list', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/noticias\/url\/sede-accesible$/, { body: item })
      .on('GET', /^\/api\/admin\/noticias\/5\/revisiones$/, { body: [] })
      .on('GET', /^\/api\/admin\/noticias$/, { body: { data: [], links: [], total: 0, current_page: 1 } });
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias/sede-accesible');
    const title = await screen.findByRole('textbox', { name: /^Título de la noticia/ });
    await userEvent.type(title, ' y accesible');
    const back = screen.getByRole('link', { name: 'Volver' });
    await userEvent.click(back);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent('Se perderán los cambios que no has guardado en Título de la noticia.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(back).toHaveFocus());
    expect(title).toHaveValue('Sede accesible y accesible');
    expect(view.location().pathname).toBe('/admin/panel/noticias/sede-accesible');

    await userEvent.click(back);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/noticias'));
    expect(api.writes()).toHaveLength(0);
  });
});
