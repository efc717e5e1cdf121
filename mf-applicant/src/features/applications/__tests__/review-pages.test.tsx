import { useA11yStore } from '@sello/shared-a11y';
import type { PostulanteRevision } from '@sello/shared-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { detail, list } from '../../category-process/__tests__/fixtures';
import { applicationsRoutes } from '../routes';
import { observacion, pdf, revision } from './review-fixtures';

const reviewUrl = 'GET /api/postulante/postulaciones/41/revision';

/**
 * The multipart fields the page builds, files by name. jsdom's FormData does not survive Node's
 * Request (the fake API would read '[object FormData]'), so the fields are read where they are added.
 */
function multipartFields() {
  const spy = jest.spyOn(FormData.prototype, 'append');
  return () => spy.mock.calls.map(([key, value]) => [key, value instanceof Blob ? (value as File).name : value]);
}

/** The view page of application 41 with the given review answer (which may change between calls). */
function viewPage(getRevision: () => PostulanteRevision, extra: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/postulante/postulaciones/41': () => detail({ estado: getRevision().estado }),
    [reviewUrl]: () => getRevision(),
    ...extra,
  });
  renderRoutes(applicationsRoutes, '/postulante/postulacion?id=41');
  return calls;
}

describe('the applicant sees the review of their application', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => {
    useA11yStore.getState().clearSession();
    jest.restoreAllMocks();
  });

  it('lists the real status with its explanation, what is pending and the status history', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Observada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Observada' }),
      [reviewUrl]: () => revision({
        estado: 'Observada',
        explicacion: 'Hay documentos con observaciones que debes corregir.',
        observaciones: [observacion(1, 'Bitácora'), observacion(70, 'Certificado de dotación')],
        plazo_respuesta: '2099-12-31',
        historial: [
          { id: 'h1', tipo: 'estado', fecha: '2024-06-02T15:00:00Z', quien: null, desde: 'Registrada', hasta: 'Enviada', motivo: null, descripcion: 'Postulación enviada' },
          { id: 'h2', tipo: 'observacion', fecha: '2024-06-03T15:00:00Z', quien: null, desde: null, hasta: null, motivo: null, descripcion: 'Observación en Bitácora' },
          { id: 'h3', tipo: 'estado', fecha: '2024-06-03T15:00:00Z', quien: null, desde: 'Enviada', hasta: 'Observada', motivo: null, descripcion: 'Admisibilidad con observaciones' },
        ],
      }),
      'GET /api/regiones': () => [{ id: 13, nombre: 'Metropolitana de Santiago' }],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Municipalidad de Prueba' })).toBeInTheDocument();
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Observada');
    expect(screen.getByTestId('explicacion-estado')).toHaveTextContent('Hay documentos con observaciones que debes corregir.');
    expect(screen.getByText('Tienes 2 documentos observados. Plazo para responder: 31/12/2099.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder observaciones de Municipalidad de Prueba' })).toHaveAttribute('href', '/postulante/postulacion?id=41');
    // Only status changes, newest first, each linking to its application.
    const rows = within(screen.getByRole('table', { name: 'Historial de postulaciones' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Observada'),
      expect.stringContaining('Enviada'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /Ver detalles/ })).toHaveAttribute('href', '/postulante/postulacion?id=41');
  });

  it('the history of several applications says which one each row is about, in the row and in its link', async () => {
    // Two applications sent the same day: date and result alone would repeat.
    const sent = (id: number, nombre: string) => ({ ...list('Enviada')[0]!, id, nombre_institucion: nombre });
    const sentOn = (id: number) => revision({
      id,
      historial: [{ id: `h${id}`, tipo: 'estado', fecha: '2026-11-22T15:00:00Z', quien: null, desde: 'Registrada', hasta: 'Enviada', motivo: null, descripcion: 'Postulación enviada' }],
    });
    fakeApi({
      'GET /api/postulante/postulaciones': () => [sent(4, 'Fundación Manos Abiertas'), sent(9, 'Municipalidad de Puerto Claro')],
      'GET /api/postulante/postulaciones/9': () => ({ ...detail({ estado: 'Enviada' }), id: 9, nombre_institucion: 'Municipalidad de Puerto Claro' }),
      'GET /api/postulante/postulaciones/9/revision': () => sentOn(9),
      'GET /api/postulante/postulaciones/4/revision': () => sentOn(4),
      'GET /api/regiones': () => [],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    const table = await screen.findByRole('table', { name: 'Historial de postulaciones' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')]).sort()).toEqual([
      ['Ver detalles del registro del 22/11/2026: Enviada, Fundación Manos Abiertas', '/postulante/postulacion?id=4'],
      ['Ver detalles del registro del 22/11/2026: Enviada, Municipalidad de Puerto Claro', '/postulante/postulacion?id=9'],
    ]);
    // Seen too, not only heard: each row shows its institution under the result (the cell after the
    // date, which is the row's header).
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent).sort()).toEqual([
      'EnviadaFundación Manos Abiertas',
      'EnviadaMunicipalidad de Puerto Claro',
    ]);
  });

  it('says when the history starts while the only application is registered but not sent', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Registrada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Registrada' }),
      [reviewUrl]: () => revision({ estado: 'Registrada', historial: [] }),
      'GET /api/regiones': () => [{ id: 13, nombre: 'Metropolitana de Santiago' }],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Municipalidad de Prueba' })).toBeInTheDocument();
    expect(screen.getByText('Aún no hay registros en tu historial. El historial comienza cuando envías una postulación.')).toBeInTheDocument();
  });

  it('the list shows the reason and the newest letter, folded', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Rechazada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Rechazada' }),
      [reviewUrl]: () => revision({
        estado: 'Rechazada',
        motivo: 'No alcanza el puntaje mínimo.',
        cartas: [
          { id: 1, asunto: 'Postulación admisible', cuerpo: 'Primera carta.', tipo: 'carta-admisible', enviado_at: '2024-06-01T15:00:00Z' },
          { id: 2, asunto: 'Resultado de la evaluación', cuerpo: 'Su postulación fue rechazada.', tipo: 'carta-rechazada', enviado_at: '2024-06-09T15:00:00Z' },
        ],
        reposicion: { disponible: true, plazo_hasta: '2099-12-31', dias_habiles: 5, solicitud: null },
      }),
      'GET /api/regiones': () => [],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByText('No alcanza el puntaje mínimo.')).toBeInTheDocument();
    const letter = screen.getByTestId('ultima-carta');
    expect(letter.querySelector('summary')).toHaveTextContent('Carta del 09/06/2024: Resultado de la evaluación');
    expect(letter).not.toHaveAttribute('open');
    expect(letter).toHaveTextContent('Su postulación fue rechazada.');
    expect(screen.queryByText('Primera carta.')).not.toBeInTheDocument();
    expect(screen.getByText('Puedes presentar un recurso de reposición hasta el 31/12/2099.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver resultado y presentar reposición de Municipalidad de Prueba' })).toHaveAttribute('href', '/postulante/postulacion?id=41');
  });

  it('the breadcrumb names the category of the application shown and leads to its page', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones/41': () => ({ ...detail({ estado: 'Enviada' }), categoria_id: 2, categoria: 'Espacios Públicos Inclusivos' }),
      [reviewUrl]: () => revision(),
    });
    renderRoutes(applicationsRoutes, '/postulante/postulacion?id=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Municipalidad de Prueba' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(breadcrumb).getByRole('link', { name: 'Espacios Públicos Inclusivos' }))
      .toHaveAttribute('href', '/postulante/gestion-institucional-inclusiva?postulacion=41');
    expect(breadcrumb).not.toHaveTextContent('Gestión institucional inclusiva');
  });

  it('the breadcrumb keeps the general name while the application has no category', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones/41': () => ({ ...detail({ estado: 'Enviada' }), categoria_id: null, categoria: null }),
      [reviewUrl]: () => revision(),
    });
    renderRoutes(applicationsRoutes, '/postulante/postulacion?id=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Municipalidad de Prueba' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Migas de pan' })).getByRole('link', { name: 'Gestión institucional inclusiva' }))
      .toHaveAttribute('href', '/postulante/gestion-institucional-inclusiva?postulacion=41');
  });

  it('shows an inadmissible decision with its reason, the letter and the history without reviewer names', async () => {
    viewPage(() => revision({
      estado: 'Inadmisible',
      explicacion: 'Tu postulación no cumple la admisibilidad.',
      motivo: 'Falta el certificado de dotación.',
      cartas: [{ id: 7, asunto: 'Resultado de admisibilidad', cuerpo: 'Estimada institución:\nSu postulación fue declarada inadmisible.', tipo: 'carta-inadmisible', enviado_at: '2024-06-04T15:00:00Z' }],
      reposicion: { disponible: false, plazo_hasta: '2024-06-11', dias_habiles: 5, solicitud: null },
      historial: [
        { id: 'h1', tipo: 'estado', fecha: '2024-06-04T15:00:00Z', quien: null, desde: 'Enviada', hasta: 'Inadmisible', motivo: 'Falta el certificado de dotación.', descripcion: 'Admisibilidad: inadmisible' },
        // Should the API ever send who decided, the applicant still does not see it.
        { id: 'h2', tipo: 'estado', fecha: '2024-06-03T15:00:00Z', quien: 'Rosa Revisora', desde: 'Registrada', hasta: 'Enviada', motivo: null, descripcion: 'Postulación enviada' },
      ],
    }));
    expect(await screen.findByRole('heading', { name: 'Estado de la postulación' })).toBeInTheDocument();
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Inadmisible');
    expect(screen.getByTestId('motivo-decision')).toHaveTextContent('Motivo de la decisión: Falta el certificado de dotación.');
    const letter = screen.getByRole('article', { name: 'Resultado de admisibilidad' });
    expect(letter).toHaveTextContent('Enviada el 04/06/2024');
    expect(letter).toHaveTextContent('Su postulación fue declarada inadmisible.');
    const history = screen.getByRole('table', { name: 'Historial de la postulación' });
    // The event and its reason on lines of their own (they read 'inadmisible Motivo: …' run together).
    expect(within(history).getByText('Admisibilidad: inadmisible')).toBeInTheDocument();
    expect(within(history).getByText('Motivo: Falta el certificado de dotación.')).toBeInTheDocument();
    expect(history).toHaveTextContent('Postulación enviada');
    expect(document.body).not.toHaveTextContent('Rosa Revisora');
    // The window has closed: the option is not offered, the page says why.
    expect(screen.getByTestId('reposicion-cerrada')).toHaveTextContent('El plazo para presentar un recurso de reposición venció el 11/06/2024.');
    expect(screen.queryByRole('button', { name: 'Presentar recurso de reposición' })).not.toBeInTheDocument();
  });

  it('Observada: only the observed documents can be replaced; a submit without the file shows the error summary', async () => {
    const calls = viewPage(() => revision({
      estado: 'Observada',
      observaciones: [observacion(1, 'Bitácora')],
      plazo_respuesta: '2099-12-31',
    }));
    expect(await screen.findByRole('heading', { name: 'Observaciones' })).toBeInTheDocument();
    expect(screen.getByText('Plazo para responder: 31/12/2099.')).toBeInTheDocument();
    expect(screen.getByText('Falta la firma en Bitácora.')).toBeInTheDocument();
    // One file input (the observed logbook); the declaration and the admissibility files stay read-only.
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);
    expect(screen.getByLabelText(/Nuevo archivo de Bitácora \(PDF\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'Adjunta el nuevo archivo de Bitácora.' })).toHaveAttribute('href', '#archivo-observacion-1');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toBe('Error: Postulación - Sello');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('Observada: replacing the observed file and sending returns the application to review', async () => {
    let current = revision({ estado: 'Observada', observaciones: [observacion(1, 'Bitácora')], plazo_respuesta: '2099-12-31' });
    const appended = multipartFields();
    const calls = viewPage(() => current, {
      'POST /api/postulante/postulaciones/41/observaciones/1/archivo': () => {
        current = { ...current, observaciones: [observacion(1, 'Bitácora', true)], puede_reenviar: true };
        return Response.json(current, { status: 200 });
      },
      'POST /api/postulante/postulaciones/41/reenviar': () => {
        current = revision({ estado: 'Enviada', explicacion: 'Tu postulación volvió a revisión de admisibilidad.' });
        return Response.json({ ...list('Enviada')[0] }, { status: 200 });
      },
    });
    const input = await screen.findByLabelText(/Nuevo archivo de Bitácora \(PDF\)/);
    fireEvent.change(input, { target: { files: [pdf('bitacora-corregida.pdf')] } });
    // Sending back cannot be undone: a question first; Cancelar sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    const question = await screen.findByRole('alertdialog', { name: '¿Enviar la postulación a revisión?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar a revisión' }));
    expect(await screen.findByText('Tu postulación volvió a revisión.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Enviada'));
    expect(calls).toEqual(expect.arrayContaining([
      'POST /api/postulante/postulaciones/41/observaciones/1/archivo',
      'POST /api/postulante/postulaciones/41/reenviar',
    ]));
    expect(calls.indexOf('POST /api/postulante/postulaciones/41/reenviar')).toBeGreaterThan(calls.indexOf('POST /api/postulante/postulaciones/41/observaciones/1/archivo'));
    expect(appended()).toEqual([['archivo', 'bitacora-corregida.pdf']]);
    expect(screen.queryByRole('heading', { name: 'Observaciones' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Estado de la postulación' })).toHaveFocus());
  });

  it('Observada: Guardar archivos replaces one of two documents without sending, and keeps the other one pending', async () => {
    let current = revision({ estado: 'Observada', observaciones: [observacion(1, 'Bitácora'), observacion(70, 'Certificado de dotación')], plazo_respuesta: '2099-12-31' });
    const calls = viewPage(() => current, {
      'POST /api/postulante/postulaciones/41/observaciones/70/archivo': () => {
        current = { ...current, observaciones: [observacion(1, 'Bitácora'), observacion(70, 'Certificado de dotación', true)] };
        return Response.json(current, { status: 200 });
      },
    });
    // Nothing chosen: one message, on the first document.
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar archivos' }));
    expect(await screen.findByRole('link', { name: 'Elige al menos un archivo para reemplazar.' })).toHaveAttribute('href', '#archivo-observacion-1');
    fireEvent.change(screen.getByLabelText(/Nuevo archivo de Certificado de dotación \(PDF\)/), { target: { files: [pdf('dotacion.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar archivos' }));
    // The toast first: it lasts 1.5 s, less than a reload may take on a busy machine.
    expect(await screen.findByText('Datos enviados correctamente.')).toBeInTheDocument();
    expect(await screen.findByText('Ya reemplazaste este documento.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Observaciones' })).toHaveFocus());
    expect(calls).not.toContain('POST /api/postulante/postulaciones/41/reenviar');
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Observada');
    // Sending now asks only for the document still pending.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Adjunta el nuevo archivo de Bitácora.']);
  });

  it('Observada: a file that is not a PDF is refused before it is sent', async () => {
    const calls = viewPage(() => revision({ estado: 'Observada', observaciones: [observacion(1, 'Bitácora')], plazo_respuesta: '2099-12-31' }));
    const input = await screen.findByLabelText(/Nuevo archivo de Bitácora \(PDF\)/);
    fireEvent.change(input, { target: { files: [new File(['hola'], 'nota.txt', { type: 'text/plain' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar archivos' }));
    expect(await screen.findByRole('link', { name: 'El archivo debe ser un PDF.' })).toBeInTheDocument();
    expect(document.getElementById('archivo-observacion-1-error')).toHaveTextContent('El archivo debe ser un PDF.');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('Observada: a refusal of the server (e.g. the deadline passed meanwhile) is shown in the error summary', async () => {
    const message = 'El plazo para responder las observaciones venció el 10/06/2024.';
    viewPage(() => revision({ estado: 'Observada', observaciones: [observacion(1, 'Bitácora', true)], plazo_respuesta: '2099-12-31', puede_reenviar: true }), {
      'POST /api/postulante/postulaciones/41/reenviar': () => Response.json({ message }, { status: 409 }),
    });
    expect(await screen.findByText('Ya reemplazaste este documento.')).toBeInTheDocument();
    // Already replaced: sending needs no new file.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar a revisión' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#reenviar-postulacion');
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Observada');
  });

  it('Observada: a refused Guardar archivos links back to Guardar archivos, not to Enviar a revisión', async () => {
    const message = 'El plazo para responder las observaciones venció el 10/06/2024.';
    const calls = viewPage(() => revision({ estado: 'Observada', observaciones: [observacion(1, 'Bitácora')], plazo_respuesta: '2099-12-31' }), {
      'POST /api/postulante/postulaciones/41/observaciones/1/archivo': () => Response.json({ message }, { status: 409 }),
    });
    fireEvent.change(await screen.findByLabelText(/Nuevo archivo de Bitácora \(PDF\)/), { target: { files: [pdf('bitacora.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar archivos' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    const link = within(summary).getByRole('link', { name: message });
    expect(link).toHaveAttribute('href', '#guardar-archivos');
    fireEvent.click(link);
    expect(screen.getByRole('button', { name: 'Guardar archivos' })).toHaveFocus();
    expect(calls).not.toContain('POST /api/postulante/postulaciones/41/reenviar');
  });

  it('Observada after the deadline: a clear message and nothing to replace', async () => {
    viewPage(() => revision({
      estado: 'Observada',
      observaciones: [{ ...observacion(1, 'Bitácora'), plazo_respuesta: '2024-06-10' }],
      plazo_respuesta: '2024-06-10',
    }));
    expect(await screen.findByText('El plazo para responder las observaciones venció el 10/06/2024.')).toBeInTheDocument();
    expect(screen.getByText('Falta la firma en Bitácora.')).toBeInTheDocument();
    // Where to get help, with the number of the portal's footer, one press away.
    expect(screen.getByRole('link', { name: '600 360 33 33' })).toHaveAttribute('href', 'tel:6003603333');
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Enviar a revisión' })).not.toBeInTheDocument();
  });
});

describe('recurso de reposición', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => {
    useA11yStore.getState().clearSession();
    jest.restoreAllMocks();
  });

  const open = (overrides: Partial<PostulanteRevision> = {}) => revision({
    estado: 'Rechazada',
    motivo: 'No alcanza el puntaje mínimo.',
    reposicion: { disponible: true, plazo_hasta: '2099-12-31', dias_habiles: 5, solicitud: null },
    ...overrides,
  });

  it('asks for the reason before sending anything', async () => {
    const calls = viewPage(() => open());
    expect(await screen.findByText(/Tienes plazo hasta el 31\/12\/2099 \(5 días hábiles desde que te notificamos la decisión\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Presentar recurso de reposición' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'Indica el motivo de tu solicitud de reposición.' })).toHaveAttribute('href', '#motivo');
    expect(screen.getByLabelText(/Motivo de la solicitud/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toContain('POST /api/postulante/postulaciones/41/reposicion');
  });

  it('after an accepted reposición and a new decision, the earlier request is shown and the form is offered again', async () => {
    viewPage(() => open({ reposicion: {
      disponible: true, plazo_hasta: '2099-12-31', dias_habiles: 5,
      solicitud: { id: 3, desde: 'Rechazada', motivo: 'El requisito 2 sí se cumplió.', archivo: null, created_at: '2024-06-05T12:00:00Z', resuelta_at: '2024-06-07T12:00:00Z', aceptada: true, motivo_resolucion: 'Procede revisar de nuevo.' },
    } }));
    expect(await screen.findByText('Procede revisar de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Presentar recurso de reposición' })).toBeInTheDocument();
  });

  it('before the decision letter is sent: no last day yet, the days run from the letter, and the form is offered', async () => {
    viewPage(() => open({ reposicion: { disponible: true, plazo_hasta: null, dias_habiles: 5, solicitud: null } }));
    expect(await screen.findByText(
      'Si no estás de acuerdo con la decisión, puedes pedir que se reconsidere. Tienes 5 días hábiles desde que te enviemos la carta con la decisión; aquí verás la fecha límite cuando la enviemos. La revisará una persona administradora distinta de quien decidió.',
    )).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Presentar recurso de reposición' })).toBeInTheDocument();
  });

  it('the list says the reposición can be filed before the letter gives it a last day', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Rechazada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Rechazada' }),
      [reviewUrl]: () => open({ reposicion: { disponible: true, plazo_hasta: null, dias_habiles: 5, solicitud: null } }),
      'GET /api/regiones': () => [],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByText('Puedes presentar un recurso de reposición: tienes 5 días hábiles desde que te enviemos la carta con la decisión.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver resultado y presentar reposición de Municipalidad de Prueba' })).toHaveAttribute('href', '/postulante/postulacion?id=41');
  });

  it('files the reason and the optional file, then shows the request in review', async () => {
    let current = open();
    const appended = multipartFields();
    viewPage(() => current, {
      'POST /api/postulante/postulaciones/41/reposicion': () => {
        current = revision({
          estado: 'En reposición',
          explicacion: 'Estamos revisando tu recurso de reposición.',
          reposicion: {
            disponible: false, plazo_hasta: '2099-12-31', dias_habiles: 5,
            solicitud: { id: 3, desde: 'Rechazada', motivo: 'El requisito 2 sí se cumplió.', archivo: null, created_at: '2024-06-05T12:00:00Z', resuelta_at: null, aceptada: null, motivo_resolucion: null },
          },
        });
        return Response.json({ message: 'ok', revision: current }, { status: 201 });
      },
    });
    fireEvent.change(await screen.findByLabelText(/Motivo de la solicitud/), { target: { value: '  El requisito 2 sí se cumplió.  ' } });
    fireEvent.change(screen.getByLabelText('Documento de respaldo (PDF, opcional)'), { target: { files: [pdf('respaldo.pdf')] } });
    // Only one recurso, unchangeable once filed: a question first; Cancelar files nothing and keeps the form.
    fireEvent.click(screen.getByRole('button', { name: 'Presentar recurso de reposición' }));
    const question = await screen.findByRole('alertdialog', { name: '¿Presentar el recurso de reposición?' });
    expect(question).toHaveAccessibleDescription(/un solo recurso contra esta decisión/);
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(appended()).toEqual([]);
    expect(screen.getByLabelText(/Motivo de la solicitud/)).toHaveValue('  El requisito 2 sí se cumplió.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Presentar recurso de reposición' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Presentar recurso' }));
    expect(await screen.findByTestId('estado-reposicion')).toHaveTextContent('En revisión');
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('En reposición');
    expect(screen.queryByRole('button', { name: 'Presentar recurso de reposición' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recurso de reposición' })).toHaveFocus());
    expect(appended()).toEqual([['motivo', 'El requisito 2 sí se cumplió.'], ['archivo', 'respaldo.pdf']]);
  });

  it('shows the API’s Spanish refusal when the window closed while the form was open', async () => {
    viewPage(() => open(), {
      'POST /api/postulante/postulaciones/41/reposicion': () =>
        Response.json({ message: 'El plazo para presentar un recurso de reposición venció el 11/06/2024.' }, { status: 409 }),
    });
    fireEvent.change(await screen.findByLabelText(/Motivo de la solicitud/), { target: { value: 'No estoy de acuerdo.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Presentar recurso de reposición' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Presentar recurso' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: 'El plazo para presentar un recurso de reposición venció el 11/06/2024.' }))
      .toHaveAttribute('href', '#presentar-reposicion');
    expect(document.title).toBe('Error: Postulación - Sello');
  });

  it('shows a resolved request and its grounds', async () => {
    viewPage(() => revision({
      estado: 'Rechazada',
      reposicion: {
        disponible: false, plazo_hasta: '2024-06-11', dias_habiles: 5,
        solicitud: { id: 3, desde: 'Rechazada', motivo: 'Pido revisar.', archivo: null, created_at: '2024-06-05T12:00:00Z', resuelta_at: '2024-06-08T12:00:00Z', aceptada: false, motivo_resolucion: 'Se mantiene la decisión.' },
      },
    }));
    expect(await screen.findByTestId('estado-reposicion')).toHaveTextContent('Rechazado');
    expect(screen.getByText('Se mantiene la decisión.')).toBeInTheDocument();
    expect(screen.queryByTestId('reposicion-cerrada')).not.toBeInTheDocument();
  });
});
