import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { PortalRoutes, Toaster, UiProvider } from '@sello/shared-ui';
import { MemoryRouter, createLocationTracker } from '@sello/shared-ui/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SessionWatch } from '../session-watch';
import { countdownMark, remainingText } from '../idle-clock';

const IDLE_MINUTES = 1;

/** The API's session clock: one minute of idle time from each request that renews it. */
function serve() {
  const calls: string[] = [];
  configureApi({ baseUrl: 'http://api.test', getToken: () => useA11yStore.getState().user?.token });
  const clock = () => ({ expira_en: new Date(Date.now() + IDLE_MINUTES * 60_000).toISOString(), inactividad_minutos: IDLE_MINUTES });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    const body = path === '/api/me' ? { user: {}, sesion: clock() } : path === '/api/logout' ? { message: 'Sesión cerrada.' } : clock();
    return Response.json(body);
  }) as typeof fetch;
  return calls;
}

function renderWatch(start = '/admin/panel/noticias') {
  const tracker = createLocationTracker();
  render(
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[start]}>
        <PortalRoutes routes={[{ path: '*', element: <SessionWatch /> }]} fallback={null} />
        <tracker.Spy />
      </MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
  return tracker;
}

const flush = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('idle timeout warning', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useA11yStore.getState().setSession({ token: 't', user: { name: 'Ana', lastname: 'A', role: 'admin', id: 1 } });
  });
  afterEach(() => jest.useRealTimers());

  it('warns before the end, and Seguir conectado renews the session', async () => {
    const calls = serve();
    renderWatch();
    await flush(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await flush(30_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
    expect(dialog).toHaveTextContent('Se cerrará en 30 segundos');
    // The countdown is said at 10 seconds, not each second: the region is empty until then.
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await flush(19_000);
    expect(status).toBeEmptyDOMElement();
    await flush(1_000);
    expect(status).toHaveTextContent('Se cerrará en 10 segundos.');
    await flush(3_000);
    expect(status).toHaveTextContent('Se cerrará en 10 segundos.');
    // Focus is held inside the dialog (which button: jsdom has no layout, so the e2e checks that).
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    await flush(100);
    expect(calls).toContain('POST /api/sesion/renovar');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useA11yStore.getState().user).not.toBeNull();
  });

  it('renews quietly when the person was typing, without a warning', async () => {
    const calls = serve();
    renderWatch();
    await flush(10_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    await flush(21_000);
    expect(calls).toContain('POST /api/sesion/renovar');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('signs out at the end and sends the person to sign in again, back to the same page', async () => {
    serve();
    const tracker = renderWatch();
    await flush(31_000);
    await screen.findByRole('alertdialog');
    await flush(31_000);
    expect(useA11yStore.getState().user).toBeNull();
    expect(`${tracker.current().pathname}${tracker.current().search}`).toBe('/admin/login?volver=%2Fadmin%2Fpanel%2Fnoticias');
  });

  it('warns an applicant too, and sends them to their own sign-in, back to the same page', async () => {
    useA11yStore.getState().setSession({ token: 'p', user: { name: 'Pía', lastname: 'P', role: 'postulante', id: 7, run: '44.444.444-4' } });
    const calls = serve();
    const tracker = renderWatch('/postulante/postulacion/3');
    await flush(31_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
    expect(dialog).toHaveTextContent('Lo que no hayas guardado se perderá.');
    expect(calls).toContain('GET /api/me');
    await flush(31_000);
    expect(useA11yStore.getState().user).toBeNull();
    expect(`${tracker.current().pathname}${tracker.current().search}`).toBe('/login?volver=%2Fpostulante%2Fpostulacion%2F3');
  });

  it('Cerrar sesión ahora ends the session on the server too and leaves the area', async () => {
    useA11yStore.getState().setSession({ token: 'p', user: { name: 'Pía', lastname: 'P', role: 'postulante', id: 7, run: '44.444.444-4' } });
    const calls = serve();
    const tracker = renderWatch('/postulante/postulaciones');
    await flush(31_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión ahora' }));
    await flush(100);
    expect(calls).toContain('POST /api/logout');
    expect(useA11yStore.getState().user).toBeNull();
    expect(tracker.current().pathname).toBe('/');
  });

  it('says the time left in words', () => {
    expect(remainingText(125_000)).toBe('2 minutos y 5 segundos');
    expect(remainingText(60_000)).toBe('1 minuto');
    expect(remainingText(1_000)).toBe('1 segundo');
  });

  it('marks the time left each whole minute, then at 30 and 10 seconds', () => {
    // A two-minute warning: said at opening, then at 1 minute, 30 and 10 seconds.
    expect([120_000, 95_000, 60_000, 45_000, 30_000, 11_000, 10_000, 1_000].map(countdownMark))
      .toEqual([120_000, 120_000, 60_000, 60_000, 30_000, 30_000, 10_000, 10_000]);
  });
});
