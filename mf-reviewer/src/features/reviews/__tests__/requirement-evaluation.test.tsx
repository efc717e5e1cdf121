import { useA11yStore } from '@sello/shared-a11y';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeApi, renderRoutes, signInAs, type FakeCall } from '../testing/render';
import { detalle, requisito } from './fixtures';

describe('one requirement of my evaluation', () => {
  beforeEach(() => signInAs('revisor'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('says a comment typed before the score is not saved yet, and saves it with the score', async () => {
    const saved: FakeCall[] = [];
    const api = fakeApi()
      .on('GET', /^\/api\/revisor\/postulaciones\/41$/, () => ({ body: detalle({ requisitos: [requisito(2, 20)] }) }))
      .on('PUT', /requisitos\/2$/, (call) => {
        saved.push(call);
        return { body: { requisito_id: 2, ...(call.body as object), updated_at: '2026-11-21T10:00:00Z' } };
      });
    renderRoutes(routes, '/revisor/postulaciones/41');
    const comment = await screen.findByLabelText('Comentario sobre Requisito 2');
    expect(screen.getByText('Sin puntaje aún')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: 'Falta el acta firmada.' } });
    fireEvent.blur(comment);
    expect(screen.getByText('Sin puntaje aún: el comentario y Cumple se guardarán al ingresar el puntaje.')).toBeInTheDocument();
    // A save would reach the fake API only after its body is read: give it that time before checking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(saved).toHaveLength(0);

    const score = screen.getByLabelText('Puntaje (0 a 20) de Requisito 2');
    fireEvent.change(score, { target: { value: '12' } });
    fireEvent.blur(score);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({ puntaje: 12, cumple: false, comentario: 'Falta el acta firmada.' });
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await screen.findByText(/^Guardado a las /);

    // A score over the total typed over the saved one is not sent, and the status no longer says saved.
    fireEvent.change(score, { target: { value: '120' } });
    fireEvent.blur(score);
    expect(screen.queryByText(/^Guardado a las /)).not.toBeInTheDocument();
    expect(screen.getByText('No se guardó: El puntaje no puede superar 20. Sigue guardado el puntaje 12.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(saved).toHaveLength(1);

    // Emptied, the same: the field says what to do, the status that 12 still counts, nothing is sent.
    fireEvent.change(score, { target: { value: '' } });
    fireEvent.blur(score);
    expect(screen.queryByText(/^Guardado a las /)).not.toBeInTheDocument();
    expect(screen.getByText('No se guardó: Ingresa un puntaje: uno ya guardado no se puede dejar vacío. Sigue guardado el puntaje 12.')).toBeInTheDocument();
    expect(score).toHaveAccessibleDescription(/Ingresa un puntaje: uno ya guardado no se puede dejar vacío\./);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(saved).toHaveLength(1);
  });
});
