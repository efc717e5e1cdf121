import { useA11yStore } from '@sello/shared-a11y';
import type { Reposicion } from '@sello/shared-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { correo, detalle } from './fixtures';

const reposicion: Reposicion = {
  id: 3, desde: 'Inadmisible', motivo: 'Adjuntamos el certificado que faltaba.', archivo: null, created_at: '2026-11-18T12:00:00Z',
  resuelta_at: null, aceptada: null, motivo_resolucion: null, resuelta_por: null,
};

describe('reposición', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('the admin who decided sees who must resolve it, and no form', async () => {
    fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, {
      body: detalle({ estado: 'En reposición', consolidacion: null, acciones: [], reposicion, decidida_por: { id: 1, nombre: 'Ana Administradora' } }),
    });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByText('Motivo: Adjuntamos el certificado que faltaba.')).toBeInTheDocument();
    expect(screen.getByText(/Debe resolverla una persona administradora distinta de quien decidió \(Ana Administradora\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver reposición' })).not.toBeInTheDocument();
    // With only one admin nobody could resolve it: the page says where to invite another.
    expect(screen.getByRole('link', { name: 'invítala desde Usuarios' })).toHaveAttribute('href', '/admin/panel/usuarios');
  });

  it('resolving without a choice or grounds: each error at its field, linked from the summary; nothing sent', async () => {
    const api = fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ estado: 'En reposición', consolidacion: null, acciones: ['resolver_reposicion'], reposicion }) });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Resolver reposición' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#reposicion-acoger', '#reposicion-motivo']);
    expect(screen.getByLabelText(/Fundamento de la resolución/)).toHaveAccessibleDescription('Indica el fundamento de la resolución.');
    // The choice says required, and its error, as a group.
    const choice = screen.getByRole('radiogroup', { name: 'Resolución' });
    expect(choice).toHaveAttribute('aria-required', 'true');
    expect(choice).toHaveAccessibleDescription('Indica si acoges o rechazas la reposición.');
    expect(api.writes()).toHaveLength(0);
    // Errors are said, not asked about.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('another admin accepts it with a reason, after confirming; Cancelar resolves nothing', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ estado: 'En reposición', consolidacion: null, acciones: ['resolver_reposicion'], reposicion }) })
      .on('POST', /reposicion\/resolver$/, { body: detalle({ estado: 'Enviada', consolidacion: null, acciones: [], reposicion: { ...reposicion, resuelta_at: '2026-11-21T12:00:00Z', aceptada: true, motivo_resolucion: 'El certificado subsana la falta.' } }) });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    fireEvent.click(await screen.findByLabelText('Acoger (vuelve a revisión)'));
    fireEvent.change(screen.getByLabelText(/Fundamento de la resolución/), { target: { value: 'El certificado subsana la falta.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolver reposición' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Resolver la reposición?' });
    expect(dialog).toHaveTextContent('La reposición quedará acogida y la resolución no se podrá cambiar.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Resolver reposición' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Resolver la reposición?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolver reposición' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ aceptada: true, motivo: 'El certificado subsana la falta.' });
    expect(await screen.findByText(/acogida\. El certificado subsana la falta\./)).toBeInTheDocument();
  });
});

describe('approval thresholds', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('refuses a value above 100 and saves a valid one for its category', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/categorias\/umbrales$/, { body: [{ categoria_id: 1, categoria: 'Gestión institucional inclusiva', porcentaje: 60, puntaje_minimo: 60, maximo: 100 }] })
      .on('PUT', /^\/api\/admin\/categorias\/1\/umbral$/, { body: { categoria_id: 1, categoria: 'Gestión institucional inclusiva', porcentaje: 70, puntaje_minimo: 70, maximo: 100 } });
    renderRoutes(routes, '/admin/panel/umbrales');
    const input = await screen.findByLabelText(/Umbral de aprobación/);
    fireEvent.change(input, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar umbral' }));
    expect(await screen.findByText('El umbral debe estar entre 0 y 100.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Error: Umbrales de aprobación - Sello'));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('El umbral debe estar entre 0 y 100.');
    // Leading zeros and spaces are accepted; the field then reads what the server kept.
    fireEvent.change(screen.getByLabelText(/Umbral de aprobación/), { target: { value: ' 070' } });
    const guardar = screen.getByRole('button', { name: 'Guardar umbral' });
    guardar.focus();
    fireEvent.click(guardar);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ porcentaje: 70 });
    await waitFor(() => expect(document.title).toBe('Umbrales de aprobación - Sello'));
    expect(await screen.findByText('Puntaje mínimo actual: 70 de 100 puntos.')).toBeInTheDocument();
    // The same form, with focus still on the button pressed (it was rebuilt, and focus fell to <body>).
    expect(screen.getByRole('button', { name: 'Guardar umbral' })).toBe(guardar);
    expect(guardar).toHaveFocus();
    expect(screen.getByLabelText(/Umbral de aprobación/)).toHaveValue('70');
  });

  it('a draft letter of an appealable decision says the reposición days start when it is sent; an approval\'s does not', async () => {
    fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, {
      body: detalle({ estado: 'Inadmisible', consolidacion: null, acciones: [], cartas: [
        { ...correo(5, 'borrador', 'Postulación inadmisible', { tipo: 'carta-inadmisible' }), vigente: true, motivo_no_vigente: null },
        { ...correo(6, 'borrador', 'Postulación aprobada', { tipo: 'carta-aprobada' }), vigente: true, motivo_no_vigente: null },
      ] }),
    });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    const hint = 'El plazo de la institución para presentar un recurso de reposición empieza a correr cuando se envía esta carta.';
    const inadmissible = (await screen.findByRole('form', { name: 'Borrador: Postulación inadmisible' }));
    expect(within(inadmissible).getByText(hint)).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Borrador: Postulación aprobada' })).queryByText(hint)).not.toBeInTheDocument();
  });

  it("Enter in a draft letter's Asunto saves it; 'Enviar carta' asks first, and only the dialog's button sends", async () => {
    const draft = { ...correo(5, 'borrador', 'Postulación inadmisible', { tipo: 'carta-inadmisible' }), vigente: true, motivo_no_vigente: null };
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ estado: 'Inadmisible', consolidacion: null, acciones: [], cartas: [draft] }) })
      .on('PUT', /^\/api\/admin\/correos\/5$/, { body: draft })
      .on('POST', /^\/api\/admin\/correos\/enviar$/, { body: { message: 'Se envió 1 correo.', enviados: 1, fallidos: 0, almacenados: 0 } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    const form = await screen.findByRole('form', { name: 'Borrador: Postulación inadmisible' });
    fireEvent.submit(within(form).getByLabelText(/^Asunto/));
    await waitFor(() => expect(api.writes().map((w) => `${w.method} ${w.url.pathname}`)).toEqual(['PUT /api/admin/correos/5']));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar carta' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la carta?' });
    expect(dialog).toHaveTextContent('Se enviará a persona5@ejemplo.cl tal como está escrita y no se puede deshacer. El plazo de la institución para presentar un recurso de reposición empieza a correr al enviarla.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar carta' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la carta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar carta' }));
    await waitFor(() => expect(api.writes().map((w) => `${w.method} ${w.url.pathname}`)).toEqual(['PUT /api/admin/correos/5', 'PUT /api/admin/correos/5', 'POST /api/admin/correos/enviar']));
  });

  it("a draft letter's empty Asunto or text is said at its field, in a summary and in the title; the API's field reasons too", async () => {
    const draft = { ...correo(5, 'borrador', 'Postulación inadmisible', { tipo: 'carta-inadmisible' }), vigente: true, motivo_no_vigente: null };
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ estado: 'Inadmisible', consolidacion: null, acciones: [], cartas: [draft] }) })
      .on('PUT', /^\/api\/admin\/correos\/5$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { cuerpo: ['El texto de la carta no puede superar 20000 caracteres.'] } } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    const form = await screen.findByRole('form', { name: 'Borrador: Postulación inadmisible' });
    const asunto = within(form).getByLabelText(/^Asunto/);
    fireEvent.change(asunto, { target: { value: '  ' } });
    // Neither saved nor asked about: the reason is at the field.
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar carta' }));
    const summary = await within(form).findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'El asunto es requerido.' })).toHaveAttribute('href', '#carta-5-asunto');
    expect(asunto).toHaveAttribute('aria-invalid', 'true');
    expect(asunto).toHaveAccessibleDescription('El asunto es requerido.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello'));
    expect(api.writes()).toHaveLength(0);

    // The API's reason for a field goes under that field, not a generic 'Los datos enviados no son válidos.'.
    // Corrected, 'Enviar carta' asks, and the earlier error is gone: field, summary and title.
    fireEvent.change(asunto, { target: { value: 'Postulación inadmisible' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar carta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la carta?' });
    expect(asunto).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert', { name: 'Hay errores en el formulario' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Postulación de Fundación Ñandú - Sello'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(0);

    fireEvent.submit(asunto);
    const texto = within(form).getByLabelText(/^Texto de la carta/);
    await waitFor(() => expect(texto).toHaveAccessibleDescription('El texto de la carta no puede superar 20000 caracteres.'));
    expect(asunto).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Los datos enviados no son válidos.')).not.toBeInTheDocument();
    expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello');
  });

  it('a letter stored without a mail server shows the date the applicant reads it from, as a sent one does', async () => {
    fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, {
      body: detalle({ estado: 'Rechazada', consolidacion: null, acciones: [], cartas: [
        { ...correo(5, 'almacenado', 'Postulación rechazada', { tipo: 'carta-rechazada', updated_at: '2026-11-23T15:00:00Z', entregado_at: '2026-11-23T15:00:00Z' }), vigente: true, motivo_no_vigente: null },
        { ...correo(6, 'enviado', 'Postulación inadmisible', { tipo: 'carta-inadmisible', enviado_at: '2026-11-02T15:00:00Z', entregado_at: '2026-11-02T15:00:00Z' }), vigente: true, motivo_no_vigente: null },
      ] }),
    });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByText('Para persona5@ejemplo.cl · Guardado sin envío (no hay servidor de correo configurado) el 23/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Para persona6@ejemplo.cl · Enviado el 02/11/2026')).toBeInTheDocument();
  });

  it('a draft that can no longer be sent says why and offers no Enviar carta', async () => {
    const motivo = 'da un plazo de respuesta que ya venció (el 02/01/2020); observa de nuevo la postulación con un nuevo plazo';
    fakeApi().on('GET', /^\/api\/admin\/postulaciones\/41$/, {
      body: detalle({ estado: 'En reposición', consolidacion: null, acciones: [], reposicion, cartas: [
        { ...correo(5, 'borrador', 'Observaciones a su postulación', { tipo: 'carta-observada' }), vigente: false, motivo_no_vigente: motivo },
      ] }),
    });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByRole('heading', { name: 'Borrador sin enviar: Observaciones a su postulación' })).toBeInTheDocument();
    expect(screen.getByText(`No se puede enviar: esta carta ${motivo}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar carta' })).not.toBeInTheDocument();
  });
});
