import { useA11yStore } from '@sello/shared-a11y';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@sello/shared-ui';
import { routes } from '../../../app/routes';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { correo, detalle } from './fixtures';

describe('outbox and admissibility', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('sends the chosen drafts at once; sent messages cannot be chosen', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/correos$/, { body: { data: [correo(1, 'borrador', 'Postulación aprobada'), correo(2, 'borrador', 'Postulación rechazada'), correo(3, 'enviado', 'Recibimos su postulación')], pagination: { page: 1, per_page: 20, total: 3, last_page: 1, from: 1, to: 3 } } })
      .on('POST', /^\/api\/admin\/correos\/enviar$/, { body: { message: 'Se enviaron 2 correos.', enviados: 2, fallidos: 0, almacenados: 0 } });
    renderRoutes(routes, '/admin/panel/correos');
    const send = await screen.findByRole('button', { name: 'Enviar seleccionados (0)' });
    expect(send).toBeDisabled();
    // The subject names its row, not the selection checkbox before it.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Postulación aprobada', 'Postulación rechazada', 'Recibimos su postulación']);
    expect(screen.queryByRole('checkbox', { name: /Recibimos su postulación/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Postulación aprobada» para persona1@ejemplo.cl' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Postulación rechazada» para persona2@ejemplo.cl' }));
    const chosen = screen.getByRole('button', { name: 'Enviar seleccionados (2)' });
    chosen.focus();
    // The list stays on screen while it reloads after the send: no loading state in its place.
    let replaced = false;
    const watcher = new MutationObserver(() => {
      replaced ||= screen.queryByText('Cargando correos…') !== null || screen.queryByRole('table') === null;
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(chosen);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('Se enviaron 2 correos.')).toBeInTheDocument();
    // The list reloaded, and the button it kept on screen has nothing chosen any more (disabled): the h1 has focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Correos' })).toHaveFocus());
    expect(await screen.findByRole('button', { name: 'Enviar seleccionados (0)' })).toBeDisabled();
    watcher.disconnect();
    expect(replaced).toBe(false);
  });

  it('a letter the mail server refused, or a refused sending, stays above the list, not only in a 1.5 s toast', async () => {
    let refuse = false;
    fakeApi()
      .on('GET', /^\/api\/admin\/correos$/, { body: { data: [correo(1, 'borrador', 'Postulación aprobada')], pagination: { page: 1, per_page: 20, total: 1, last_page: 1, from: 1, to: 1 } } })
      .on('POST', /^\/api\/admin\/correos\/enviar$/, () => (refuse
        ? { status: 409, body: { message: 'La carta corresponde a una decisión que ya no está vigente.' } }
        : { body: { message: 'Se enviaron 0 correos; 1 no se pudo enviar.', enviados: 0, fallidos: 1, almacenados: 0 } }));
    renderRoutes(routes, '/admin/panel/correos');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Postulación aprobada/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar seleccionados (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se enviaron 0 correos; 1 no se pudo enviar.');
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
    expect(screen.getByRole('alert')).toHaveTextContent('1 no se pudo enviar.');
    refuse = true;
    fireEvent.click(await screen.findByRole('checkbox', { name: /Postulación aprobada/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar seleccionados (1)' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('La carta corresponde a una decisión que ya no está vigente.'));
  });

  it("a refused 'Quitar' of a reviewer stays above the reviewers", async () => {
    const asignacion = {
      id: 1, revisor: { id: 7, nombre: 'Rodrigo Revisor', email: 'rodrigo@sello.test' }, fecha_limite: '2026-12-10', vencida: false,
      asignada_por: null, created_at: '', declaracion: null, evaluacion: 'pendiente' as const, evaluacion_enviada_at: null,
    };
    fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ asignaciones: [asignacion], acciones: ['asignar'] }) })
      .on('GET', /^\/api\/admin\/revisores/, { body: [] })
      .on('DELETE', /^\/api\/admin\/postulaciones\/41\/asignaciones\/7$/, { status: 409, body: { message: 'Rodrigo Revisor ya envió su evaluación: no se puede quitar.' } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    const section = await screen.findByRole('region', { name: 'Revisores y declaraciones' });
    fireEvent.click(within(section).getByRole('button', { name: 'Quitar a Rodrigo Revisor' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Rodrigo Revisor ya envió su evaluación: no se puede quitar.');
  });

  it("'Quitar' asks first when the reviewer has saved scores, and Cancelar removes nobody", async () => {
    const asignacion = (id: number, nombre: string, evaluacion: 'pendiente' | 'en_curso') => ({
      id, revisor: { id, nombre, email: `r${id}@sello.test` }, fecha_limite: '2026-12-10', vencida: false,
      asignada_por: null, created_at: '', declaracion: null, evaluacion, evaluacion_enviada_at: null,
    });
    const both = [asignacion(7, 'Rodrigo Revisor', 'en_curso'), asignacion(9, 'Raúl Revisor Tres', 'pendiente')];
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: detalle({ asignaciones: both, acciones: ['asignar'] }) })
      .on('GET', /^\/api\/admin\/revisores/, { body: [] })
      .on('DELETE', /^\/api\/admin\/postulaciones\/41\/asignaciones\/7$/, { body: detalle({ asignaciones: [both[1]!], acciones: ['asignar'] }) })
      .on('DELETE', /^\/api\/admin\/postulaciones\/41\/asignaciones\/9$/, { body: detalle({ asignaciones: [], acciones: ['asignar'] }) });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    const section = await screen.findByRole('region', { name: 'Revisores y declaraciones' });
    fireEvent.click(within(section).getByRole('button', { name: 'Quitar a Rodrigo Revisor' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Quitar a Rodrigo Revisor?' });
    expect(dialog).toHaveTextContent('Rodrigo Revisor ya guardó puntajes en esta postulación. Al quitarle la asignación, dejará de verla y sus puntajes no contarán en la consolidación.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toHaveLength(0);
    fireEvent.click(within(section).getByRole('button', { name: 'Quitar a Rodrigo Revisor' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Quitar a Rodrigo Revisor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Quitar a Rodrigo Revisor' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Nothing saved yet: removed on one press, as before (assigning again undoes it).
    fireEvent.click(within(section).getByRole('button', { name: 'Quitar a Raúl Revisor Tres' }));
    await waitFor(() => expect(api.writes().map((w) => `${w.method} ${w.url.pathname}`)).toEqual([
      'DELETE /api/admin/postulaciones/41/asignaciones/7', 'DELETE /api/admin/postulaciones/41/asignaciones/9',
    ]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the Estado filter is applied with Filtrar, not on each change of the select', async () => {
    // Every change of the address makes the shell move focus to the h1: applied on change, the first
    // arrow key on the select took the keyboard out of it.
    const api = fakeApi().on('GET', /^\/api\/admin\/correos$/, { body: { data: [correo(1, 'fallido', 'Postulación aprobada')], pagination: { page: 1, per_page: 20, total: 1, last_page: 1, from: 1, to: 1 } } });
    const view = renderRoutes(routes, '/admin/panel/correos');
    const select = await screen.findByRole('combobox', { name: 'Estado' });
    fireEvent.change(select, { target: { value: 'borrador' } });
    fireEvent.change(select, { target: { value: 'fallido' } });
    const where = () => `${view.location().pathname}${view.location().search}`;
    expect(where()).toBe('/admin/panel/correos');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(where()).toBe('/admin/panel/correos?estado=fallido'));
    await waitFor(() => expect(api.calls.some((call) => call.url.searchParams.get('estado') === 'fallido')).toBe(true));
  });

  it('admissibility sends each document’s result, and Observaciones carries the observation and the deadline', async () => {
    const sent = detalle({
      estado: 'Enviada', acciones: ['asignar', 'admisibilidad'], consolidacion: null,
      documentos: [
        { clave: 'bitacora', tipo: 'bitacora', nombre: 'Bitácora', archivo: null, versiones: [], observacion: null },
        { clave: 'declaracion_autoridad', tipo: 'declaracion_autoridad', nombre: 'Formulario de Declaración', archivo: null, versiones: [], observacion: null },
      ],
    });
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: sent })
      .on('GET', /^\/api\/admin\/revisores$/, { body: [] })
      .on('POST', /admisibilidad$/, { body: { ...sent, estado: 'Observada', acciones: [] } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByRole('heading', { name: 'Revisión de admisibilidad' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByLabelText('No cumple (con observación)')[0]!);
    fireEvent.change(screen.getByLabelText(/Observación sobre Bitácora/), { target: { value: 'Falta la firma del representante.' } });
    fireEvent.click(screen.getByLabelText('Observaciones (devolver a la institución)'));
    fireEvent.change(screen.getByLabelText(/Plazo de respuesta/), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar admisibilidad' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      resultado: 'Observada',
      documentos: [
        { clave: 'bitacora', cumple: false, observacion: 'Falta la firma del representante.' },
        { clave: 'declaracion_autoridad', cumple: true },
      ],
      plazo_respuesta: '2026-12-10',
    });
    expect(await screen.findByText('Estado: Observada')).toBeInTheDocument();
  });

  it('after an observation deadline passed unanswered, admissibility is decided with the files received, or observed again', async () => {
    const observed = detalle({
      estado: 'Observada', acciones: ['admisibilidad'], consolidacion: null, plazo_respuesta: '2026-11-02',
      documentos: [{ clave: 'bitacora', tipo: 'bitacora', nombre: 'Bitácora', archivo: null, versiones: [], observacion: null }],
    });
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: observed })
      .on('POST', /admisibilidad$/, { body: { ...observed, estado: 'Inadmisible', acciones: [] } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    expect(await screen.findByText('El plazo para responder las observaciones venció el 02/11/2026 sin que la institución reenviara la postulación. Decide la admisibilidad con los documentos recibidos, o vuelve a enviar las observaciones con un plazo nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Observaciones (devolver a la institución)')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Inadmisible'));
    fireEvent.change(screen.getByLabelText(/Motivo de la inadmisibilidad/), { target: { value: 'No respondió las observaciones.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar admisibilidad' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ resultado: 'Inadmisible', motivo: 'No respondió las observaciones.', documentos: [{ clave: 'bitacora', cumple: true }] });
  });

  it('admissibility errors are said at their fields, in a summary that links to them and in the title; the API\'s field errors too', async () => {
    const sent = detalle({
      estado: 'Enviada', acciones: ['admisibilidad'], consolidacion: null,
      documentos: [{ clave: 'bitacora', tipo: 'bitacora', nombre: 'Bitácora', archivo: null, versiones: [], observacion: null }],
    });
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/postulaciones\/41$/, { body: sent })
      .on('POST', /admisibilidad$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { plazo_respuesta: ['El plazo de respuesta no puede ser anterior a hoy.'] } } });
    renderRoutes(routes, '/admin/panel/postulaciones/41');
    fireEvent.click(await screen.findByLabelText('No cumple (con observación)'));
    expect(screen.getByRole('radiogroup', { name: 'Resultado' })).toHaveAttribute('aria-required', 'true');
    fireEvent.click(screen.getByLabelText('Inadmisible'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar admisibilidad' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Escribe la observación de cada documento que no cumple.', '#obs-bitacora'],
      ['Indica el motivo de la inadmisibilidad.', '#admisibilidad-motivo'],
    ]);
    expect(screen.getByLabelText(/Motivo de la inadmisibilidad/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Observación sobre Bitácora/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.title).toBe('Error: Postulación de Fundación Ñandú - Sello'));
    expect(api.writes()).toHaveLength(0);

    // Observaciones with a deadline the API refuses: its message is shown at the date.
    fireEvent.change(screen.getByLabelText(/Observación sobre Bitácora/), { target: { value: 'Ilegible.' } });
    fireEvent.click(screen.getByLabelText('Observaciones (devolver a la institución)'));
    fireEvent.change(screen.getByLabelText(/Plazo de respuesta/), { target: { value: '2020-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar admisibilidad' }));
    await waitFor(() => expect(screen.getByLabelText(/Plazo de respuesta/)).toHaveAccessibleDescription('El plazo de respuesta no puede ser anterior a hoy.'));
    expect(api.writes()).toHaveLength(1);
  });
});
