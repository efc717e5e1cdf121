import { useA11yStore } from '@sello/shared-a11y';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { applicationsRoutes } from '../../applications/routes';
import { processRoutes } from '../routes';
import { revision } from '../../applications/__tests__/review-fixtures';
import { detail, list, requisito } from './fixtures';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('category process pages', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => useA11yStore.getState().clearSession());

  it('step 1 sends the logbook and declaration only when both are chosen, then goes to admisibilidad', async () => {
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p1: false, p2: 0 }),
      'GET /descargables': () => [],
      'POST /api/obtencion_sello_p1/store': () => Response.json({ id: 3 }, { status: 200 }),
    });
    const router = renderRoutes(processRoutes, '/postulante/categoria-seleccionada');
    const send = await screen.findByRole('button', { name: 'Subir archivos' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Bitácora \(PDF\)/), { target: { files: [pdf('bitacora.pdf')] } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Formulario de declaración \(PDF\)/), { target: { files: [pdf('declaracion.pdf')] } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(router.current().pathname).toBe('/postulante/categoria-seleccionada/admisibilidad'));
    expect(router.current().search).toBe('?postulacion=41');
    expect(await screen.findByRole('heading', { level: 2, name: 'Admisibilidad' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/obtencion_sello_p1/store');
  });

  it('shows completed steps with a check', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/requisitos/41': () => [],
      'GET /api/postulante/postulaciones/41/requisitos': () => [requisito(1, true)],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion');
    const steps = await screen.findByRole('navigation', { name: 'Pasos de la postulación' });
    expect(steps).toHaveTextContent('Paso 1: Bitácora y declaración (completado)');
    expect(steps).toHaveTextContent('Paso 2: Admisibilidad (completado)');
    expect(screen.getByText('Paso 3: Postulación').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('without a registered application a process page says so under its own h1, with the way to register', async () => {
    fakeApi({ 'GET /api/postulante/postulaciones': () => [] });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aún no tienes una postulación registrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al registro institucional' })).toHaveAttribute('href', '/proceso-de-postulacion');
  });

  it('keeps Finalizar disabled while a requirement has no file', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/postulante/postulaciones/41/requisitos': () => [requisito(1, true), requisito(2, false)],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion');
    expect(await screen.findByText('Falta anexar 1 requisito(s) para finalizar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Editar Requisito 2' })).toHaveAttribute('href', '/postulante/requisito/2?postulacion=41');
  });

  it('Finalizar sends the application for review once every requirement has a file', async () => {
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/postulante/postulaciones/41/requisitos': () => [requisito(1, true), requisito(2, true)],
      'POST /api/postulante/postulaciones/41/enviar': () => Response.json(detail({ estado: 'Enviada' }), { status: 200 }),
    });
    const router = renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion');
    await screen.findByRole('cell', { name: 'req-2.pdf' });
    const finish = screen.getByRole('button', { name: 'Finalizar' });
    await waitFor(() => expect(finish).toBeEnabled());
    // Sending cannot be undone: a question first; Cancelar sends nothing.
    fireEvent.click(finish);
    const question = await screen.findByRole('alertdialog', { name: '¿Enviar la postulación?' });
    expect(question).toHaveAccessibleDescription(/ya no podrás modificar sus datos ni sus archivos/);
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).not.toContain('POST /api/postulante/postulaciones/41/enviar');

    fireEvent.click(finish);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar postulación' }));
    await waitFor(() => expect(router.current().pathname).toBe('/postulante/postulaciones'));
    expect(calls).toContain('POST /api/postulante/postulaciones/41/enviar');
  });

  it('a refused Finalizar stays on the page, linked to the button, with Error: in the title', async () => {
    const message = 'Faltan archivos de requisitos: Requisito 2.';
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/postulante/postulaciones/41/requisitos': () => [requisito(1, true), requisito(2, true)],
      'POST /api/postulante/postulaciones/41/enviar': () => Response.json({ message }, { status: 409 }),
    });
    const router = renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion');
    await screen.findByRole('cell', { name: 'req-2.pdf' });
    const finish = screen.getByRole('button', { name: 'Finalizar' });
    await waitFor(() => expect(finish).toBeEnabled());
    fireEvent.click(finish);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar postulación' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#finalizar');
    expect(finish).toHaveAttribute('id', 'finalizar');
    await waitFor(() => expect(document.title).toBe('Error: Postulación - Sello'));
    expect(router.current().pathname).toBe('/postulante/categoria-seleccionada/postulacion');
  });

  it('a refused deletion on admisibilidad stays on the page with Error: in the title', async () => {
    const message = 'La postulación fue enviada y ya no se puede modificar.';
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: 1 }),
      'GET /api/medios-verificacion': () => [{ id: 1, categoria_id: 1, nombre: 'Certificado de dotación', descripcion: 'Dotación vigente', archivo_base: null, archivo_base_url: null, created_at: '' }],
      'DELETE /api/archivos/v0': () => Response.json({ message }, { status: 409 }),
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    expect(await screen.findByRole('cell', { name: 'verificacion-0.pdf' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Eliminar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(document.title).toBe('Error: Admisibilidad - Sello'));
    expect(screen.getByRole('cell', { name: 'verificacion-0.pdf' })).toBeInTheDocument();
  });

  it('admisibilidad lists the uploaded evidence and deletes the applicant’s own file', async () => {
    let deleted = false;
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: deleted ? 0 : 1 }),
      'GET /api/medios-verificacion': () => [{ id: 1, categoria_id: 1, nombre: 'Certificado de dotación', descripcion: 'Dotación vigente', archivo_base: null, archivo_base_url: null, created_at: '' }],
      'DELETE /api/archivos/v0': () => {
        deleted = true;
        return Response.json({ message: 'ok' }, { status: 200 });
      },
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    expect(await screen.findByRole('cell', { name: 'verificacion-0.pdf' })).toBeInTheDocument();
    // Named by the means of verification, in its table and in the uploaded files' table.
    expect(await screen.findAllByRole('rowheader', { name: 'Certificado de dotación' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    const eliminar = screen.getByRole('button', { name: 'Eliminar verificacion-0.pdf' });
    eliminar.focus();
    fireEvent.click(eliminar);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'verificacion-0.pdf' })).not.toBeInTheDocument());
    expect(calls).toContain('DELETE /api/archivos/v0');
    // The row, and the button pressed, are gone: focus is on the section's heading, not lost.
    expect(screen.getByRole('heading', { level: 2, name: 'Admisibilidad' })).toHaveFocus();
  });

  it('admisibilidad says why Continuar is disabled until a verification file is saved', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: 0 }),
      'GET /api/medios-verificacion': () => [],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    const hint = await screen.findByText('Guarda al menos un archivo de verificación para continuar.');
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    expect(continuar).toBeDisabled();
    expect(continuar).toHaveAttribute('aria-describedby', hint.id);
    expect(continuar).toHaveAccessibleDescription('Guarda al menos un archivo de verificación para continuar.');
  });

  it('admisibilidad before step 1 ties the disabled Continuar to the note that sends the applicant back', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p1: false, p2: 0 }),
      'GET /api/medios-verificacion': () => [],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    const continuar = await screen.findByRole('button', { name: 'Continuar' });
    expect(continuar).toBeDisabled();
    expect(continuar).toHaveAccessibleDescription(/^Sube primero la bitácora y el formulario de declaración\./);
    expect(screen.queryByText('Guarda al menos un archivo de verificación para continuar.')).not.toBeInTheDocument();
  });

  it('admisibilidad with a verification file saved: Continuar leads to step 3 and needs no hint', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/medios-verificacion': () => [],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    const continuar = await screen.findByRole('link', { name: 'Continuar' });
    expect(continuar).toHaveAttribute('href', '/postulante/categoria-seleccionada/postulacion?postulacion=41');
    expect(continuar).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Guarda al menos un archivo de verificación para continuar.')).not.toBeInTheDocument();
  });

  it('admisibilidad: a file sent, the page stays while it reloads and the form starts over from its first field', async () => {
    let sent = false;
    const medios = [{ id: 1, categoria_id: 1, nombre: 'Certificado de dotación', descripcion: 'Dotación vigente', archivo_base: null, archivo_base_url: null, created_at: '' }];
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: sent ? 2 : 1 }),
      'GET /api/medios-verificacion': () => medios,
      'POST /api/obtencion_sello_p2/store': () => {
        sent = true;
        return { id: 71, obtencion_sello_p1_id: 3, medio_verificacion_id: 1, archivo_verificacion: null, created_at: '' };
      },
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    const medio = await screen.findByRole('combobox', { name: /Medio de verificación/ });
    fireEvent.change(medio, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/Archivo de verificación/), { target: { files: [pdf('dotacion.pdf')] } });
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(guardar).toBeEnabled());
    guardar.focus();
    fireEvent.click(guardar);
    expect(await screen.findByRole('cell', { name: 'verificacion-1.pdf' })).toBeInTheDocument();
    // The page was never replaced by its loading state: the same form, emptied, with focus on its first field.
    expect(screen.queryByText('Cargando tu postulación…')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Medio de verificación/ })).toBe(medio);
    expect(medio).toHaveFocus();
    expect(medio).toHaveValue('');
  });

  it('the requirement page asks for the file with the spec’s message', async () => {
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/requisitos/2': () => ({ ...requisito(2, false), ptje_total: 25, detalles: 'Detalle del requisito', descripcion: 'Descripción larga' }),
    });
    renderRoutes(applicationsRoutes, '/postulante/requisito/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requisito 2' })).toBeInTheDocument();
    expect(screen.getByText('Detalle del requisito')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(document.getElementById('requisito-error')).toHaveTextContent('Por favor anexa el requisito.'));
    expect(calls).not.toContain('POST /api/requisitos/store');
    // The limit is said with the field, and an empty or too large file is refused before a long upload.
    const input = screen.getByLabelText(/Requisito \(PDF\)/);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Un PDF de hasta 20 MB.'));
    const large = new File(['%PDF-1.4'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    for (const [file, message] of [
      [new File([], 'vacio.pdf', { type: 'application/pdf' }), 'El archivo está vacío (0 bytes). Elige otro archivo.'],
      [large, 'El archivo no puede superar los 20 MB.'],
    ] as const) {
      fireEvent.change(input, { target: { files: [file] } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(document.getElementById('requisito-error')).toHaveTextContent(message));
    }
    expect(calls).not.toContain('POST /api/requisitos/store');
  });

  it('the requirement page: a file chosen then removed with Quitar archivo is asked for again, as if never chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/requisitos/2': () => requisito(2, false),
    });
    renderRoutes(applicationsRoutes, '/postulante/requisito/2');
    const input = await screen.findByLabelText(/Requisito \(PDF\)/);
    await user.upload(input, pdf('requisito.pdf'));
    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(input).toHaveFocus();
    expect(screen.getByText('Archivo quitado.')).toBeInTheDocument();
    // register heard the removal: the form sends nothing and says the file is missing.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(document.getElementById('requisito-error')).toHaveTextContent('Por favor anexa el requisito.'));
    expect(calls).not.toContain('POST /api/requisitos/store');
  });

  it('admisibilidad: Quitar archivo takes the file back out of the form, and Guardar is disabled again', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: 1 }),
      'GET /api/medios-verificacion': () => [{ id: 1, categoria_id: 1, nombre: 'Certificado de dotación', descripcion: 'Dotación vigente', archivo_base: null, archivo_base_url: null, created_at: '' }],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Medio de verificación/ }), '1');
    const input = screen.getByLabelText(/Archivo de verificación/);
    await user.upload(input, pdf('dotacion.pdf'));
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(guardar).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Quitar archivo', description: /Archivo de verificación/ }));
    await waitFor(() => expect(guardar).toBeDisabled());
    expect(input).toHaveFocus();
  });

  it.each(['Enviada', 'En revisión'] as const)('the applications page shows the real status (%s), not a fixed one', async (estado) => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(estado),
      'GET /api/postulante/postulaciones/41': () => detail({ estado }),
      'GET /api/postulante/postulaciones/41/revision': () => revision({ estado }),
      'GET /api/regiones': () => [{ id: 13, nombre: 'Metropolitana de Santiago' }],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Municipalidad de Prueba' })).toBeInTheDocument();
    expect(screen.getByTestId('estado-postulacion').textContent).toBe(estado);
    expect(screen.getByText(/Metropolitana de Santiago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver detalles/ })).toHaveAttribute('href', '/postulante/postulacion?id=41');
  });
});
