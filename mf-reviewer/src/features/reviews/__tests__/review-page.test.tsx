import { useA11yStore } from '@sello/shared-a11y';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeApi, renderRoutes, signInAs, type FakeCall } from '../testing/render';
import { detalle, porDeclarar, requisito } from './fixtures';

const DETAIL = /^\/api\/revisor\/postulaciones\/41$/;

describe('reviewer evaluation page', () => {
  beforeEach(() => signInAs('revisor'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('asks for the conflict-of-interest declaration first, and a recusal needs a reason', async () => {
    const api = fakeApi()
      .on('GET', DETAIL, () => ({ body: porDeclarar }))
      .on('POST', /declaracion$/, () => ({ body: { message: 'Te inhabilitaste. La coordinación reasignará la postulación.' } }));
    const view = renderRoutes(routes, '/revisor/postulaciones/41');
    expect(await screen.findByRole('heading', { name: 'Declaración de conflicto de interés' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requisitos' })).not.toBeInTheDocument();
    // A required choice, said by its group; no radio reads invalid before it is made.
    const declaration = screen.getByRole('radiogroup', { name: 'Mi declaración' });
    expect(declaration).toHaveAttribute('aria-required', 'true');
    for (const radio of within(declaration).getAllByRole('radio')) expect(radio).toBeValid();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect(await screen.findAllByText('Indica si tienes o no conflicto de interés.')).not.toHaveLength(0);
    await waitFor(() => expect(declaration).toHaveAccessibleDescription('Indica si tienes o no conflicto de interés.'));
    await waitFor(() => expect(document.title).toBe('Error: Evaluar postulación de Fundación Ñandú - Sello'));
    fireEvent.click(screen.getByLabelText('Tengo conflicto de interés y me inhabilito'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect(await screen.findAllByText('Indica el motivo de tu inhabilitación.')).not.toHaveLength(0);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Motivo de la inhabilitación/), { target: { value: 'Trabajé allí hasta 2025.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    await waitFor(() => expect(view.location().pathname).toBe('/revisor/postulaciones'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ tipo: 'inhabilitacion', motivo: 'Trabajé allí hasta 2025.' });
  });

  it("choosing 'No tengo conflicto' after a missing reason removes that error, its summary link and 'Error: '", async () => {
    fakeApi().on('GET', DETAIL, () => ({ body: porDeclarar }));
    renderRoutes(routes, '/revisor/postulaciones/41');
    fireEvent.click(await screen.findByLabelText('Tengo conflicto de interés y me inhabilito'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect(await screen.findByRole('link', { name: 'Indica el motivo de tu inhabilitación.' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Evaluar postulación de Fundación Ñandú - Sello'));
    fireEvent.click(screen.getByLabelText(/^No tengo conflicto/));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Indica el motivo de tu inhabilitación.' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Evaluar postulación de Fundación Ñandú - Sello'));
  });

  it('a refused declaration stays on screen, not only in a toast, and the title says so', async () => {
    fakeApi()
      .on('GET', DETAIL, () => ({ body: porDeclarar }))
      .on('POST', /declaracion$/, () => ({ status: 409, body: { message: 'Ya no estás asignado a esta postulación.' } }));
    renderRoutes(routes, '/revisor/postulaciones/41');
    fireEvent.click(await screen.findByLabelText('No tengo conflicto de interés con esta institución'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((el) => el.textContent === 'Ya no estás asignado a esta postulación.')).toBe(true));
    await waitFor(() => expect(document.title).toBe('Error: Evaluar postulación de Fundación Ñandú - Sello'));
  });

  it('a refused sending of the evaluation stays on screen beside the button', async () => {
    fakeApi()
      .on('GET', DETAIL, () => ({ body: detalle({ requisitos: [requisito(1, 10, 8), requisito(2, 20, 15)], evaluacion: 'en_curso' }) }))
      .on('POST', /enviar-evaluacion$/, () => ({ status: 409, body: { message: 'La postulación ya fue decidida.' } }));
    renderRoutes(routes, '/revisor/postulaciones/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar evaluación' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar evaluación' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((el) => el.textContent === 'La postulación ya fue decidida.')).toBe(true));
    // Refused, the evaluation can still be sent: the button stays.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enviar evaluación' })).toBeEnabled();
  });

  it('declaring no conflict opens the documents and requirements', async () => {
    fakeApi()
      .on('GET', DETAIL, () => ({ body: porDeclarar }))
      .on('POST', /declaracion$/, () => ({ body: detalle() }));
    renderRoutes(routes, '/revisor/postulaciones/41');
    fireEvent.click(await screen.findByLabelText('No tengo conflicto de interés con esta institución'));
    const declare = screen.getByRole('button', { name: 'Enviar declaración' });
    declare.focus();
    fireEvent.click(declare);
    expect(await screen.findByRole('heading', { level: 2, name: 'Requisitos' })).toBeInTheDocument();
    // The form (and its button) is gone: focus is on the page's h1, not lost to <body>.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    for (const name of ['Bitácora', 'Formulario de Declaración', 'Admisibilidad']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Puntaje total: 0 de 30')).toBeInTheDocument();
  });

  it('saves each score as I type, refuses one above the total, and sends once all are scored', async () => {
    const saved: FakeCall[] = [];
    let sent = false;
    fakeApi()
      .on('GET', DETAIL, () => ({ body: detalle({ requisitos: [requisito(1, 10, 8), requisito(2, 20)] }) }))
      .on('PUT', /requisitos\/2$/, (call) => {
        saved.push(call);
        return { body: { requisito_id: 2, ...(call.body as object), updated_at: '2026-11-21T10:00:00Z' } };
      })
      .on('POST', /enviar-evaluacion$/, () => {
        sent = true;
        return { body: detalle({ evaluacion: 'enviada', evaluacion_enviada_at: '2026-11-21T10:05:00Z', requisitos: [requisito(1, 10, 8), requisito(2, 20, 15)] }) };
      })
      .on('GET', /puntajes$/, () => ({
        body: {
          filas: [{
            requisito_id: 2, requisito: 'Requisito 2', ptje_total: 20, discrepancia: true, promedio: 10, consolidado: null,
            puntajes: [
              { requisito_id: 2, revisor: { id: 7, nombre: 'Rosa Revisora' }, puntaje: 15, cumple: true, comentario: null, updated_at: '' },
              { requisito_id: 2, revisor: { id: 9, nombre: 'Tomás Tercero' }, puntaje: 5, cumple: false, comentario: null, updated_at: '' },
            ],
          }],
        },
      }));
    renderRoutes(routes, '/revisor/postulaciones/41');
    expect(await screen.findByText('Puntaje total: 8 de 30')).toBeInTheDocument();
    expect(screen.getByText('Los puntajes de los demás revisores se muestran después de enviar tu evaluación.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar evaluación' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Falta puntuar 1 requisito(s) para enviar la evaluación.');

    const score = screen.getByLabelText('Puntaje (0 a 20) de Requisito 2');
    fireEvent.change(score, { target: { value: '25' } });
    fireEvent.blur(score);
    expect(await screen.findByText('El puntaje no puede superar 20.')).toBeInTheDocument();
    // A save would reach the fake API only after its body is read: give it that time before checking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(saved).toHaveLength(0);

    fireEvent.change(score, { target: { value: '15' } });
    fireEvent.click(screen.getByLabelText('Cumple Requisito 2'));
    fireEvent.blur(score);
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    expect(saved[saved.length - 1]!.body).toEqual({ puntaje: 15, cumple: true, comentario: '' });
    expect(saved.map((call) => (call.body as { puntaje: unknown }).puntaje)).not.toContain(25);
    expect(await screen.findByText('Puntaje total: 23 de 30')).toBeInTheDocument();

    await waitFor(() => expect(send).toBeEnabled());
    send.focus();
    // Sending cannot be undone: the button asks first, and Cancelar sends nothing.
    fireEvent.click(send);
    let dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la evaluación?' });
    expect(dialog).toHaveTextContent('Se enviarán tus puntajes de los 2 requisitos, con un total de 23 de 30. Después ya no podrás modificarlos.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toBe(false);
    fireEvent.click(send);
    dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la evaluación?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar evaluación' }));
    await waitFor(() => expect(sent).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The button is gone once sent: focus is on the Total section, which says so (not lost to <body>).
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Total' })).toHaveFocus());
    expect(await screen.findByText('Tomás Tercero: 5 (no cumple)')).toBeInTheDocument();
    expect(screen.getByText('Gran diferencia entre revisores')).toBeInTheDocument();
    expect(screen.getByLabelText('Puntaje (0 a 20) de Requisito 2')).toBeDisabled();
  });

  it('a score on screen that is not saved stops the sending: the button lists it instead of asking', async () => {
    let sent = false;
    fakeApi()
      .on('GET', DETAIL, () => ({ body: detalle({ requisitos: [requisito(1, 10, 8), requisito(2, 20, 15)], evaluacion: 'en_curso' }) }))
      .on('PUT', /requisitos\/2$/, (call) => ({ body: { requisito_id: 2, ...(call.body as object), updated_at: '2026-11-21T10:00:00Z' } }))
      .on('POST', /enviar-evaluacion$/, () => {
        sent = true;
        return { status: 500, body: {} };
      });
    renderRoutes(routes, '/revisor/postulaciones/41');
    const score = await screen.findByLabelText('Puntaje (0 a 20) de Requisito 2');
    // Emptied, the field shows nothing while 15 is still saved and would be sent.
    fireEvent.change(score, { target: { value: '' } });
    fireEvent.blur(score);
    const send = screen.getByRole('button', { name: 'Enviar evaluación' });
    fireEvent.click(send);
    const summary = await screen.findByRole('alert', { name: 'Corrige estos puntajes antes de enviar la evaluación' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Evaluar postulación de Fundación Ñandú - Sello'));
    const link = within(summary).getByRole('link', { name: 'Requisito 2 — Ingresa un puntaje: uno ya guardado no se puede dejar vacío.' });
    fireEvent.click(link);
    expect(score).toHaveFocus();

    fireEvent.change(score, { target: { value: '12' } });
    fireEvent.blur(score);
    expect(await screen.findByText('Puntaje total: 20 de 30')).toBeInTheDocument();
    // Fixed, it leaves the list, and the title its 'Error: '.
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Corrige estos puntajes antes de enviar la evaluación' })).not.toBeInTheDocument());
    expect(document.title).toBe('Evaluar postulación de Fundación Ñandú - Sello');
    fireEvent.click(send);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la evaluación?' });
    expect(dialog).toHaveTextContent('con un total de 20 de 30');
    expect(sent).toBe(false);
  });

  it('answers an application that is not mine with the API’s message, not a blank page', async () => {
    fakeApi();
    renderRoutes(routes, '/revisor/postulaciones/41');
    expect(await screen.findByRole('alert')).toHaveTextContent('La postulación no existe.');
  });
});
