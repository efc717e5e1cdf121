import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Box, PageHeading, RouterLink, Text, useNavigate, useSearchParams, type PortalRoute } from '@sello/shared-ui';
import { fakePublicRoutes, renderShell } from './render-shell';

function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate(-1)}>Atrás</button>;
}

/** The fake public remote plus a page whose section a link of the home page names with a fragment. */
const withFragment: PortalRoute[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    element: (
      <>
        <PageHeading>Sello Chile Inclusivo</PageHeading>
        <RouterLink to="/quienes-somos#equipo">Nuestro equipo</RouterLink>
      </>
    ),
  },
  {
    path: '/quienes-somos',
    handle: { title: 'Quiénes somos' },
    element: (
      <>
        <PageHeading>Quiénes somos</PageHeading>
        <Box as="section" id="equipo" aria-label="Equipo"><Text>El equipo</Text></Box>
        <BackButton />
      </>
    ),
  },
  ...fakePublicRoutes.slice(2),
];

/** A page with a link in its content, to be tabbed to before the shell's frame comes. */
const withLink: PortalRoute[] = [
  ...fakePublicRoutes.slice(0, 1),
  {
    path: '/quienes-somos',
    handle: { title: 'Quiénes somos' },
    element: (
      <>
        <PageHeading>Quiénes somos</PageHeading>
        <RouterLink to="/preguntas-frecuentes">Preguntas frecuentes</RouterLink>
      </>
    ),
  },
  ...fakePublicRoutes.slice(2),
];

function YearFilter() {
  const [params, setParams] = useSearchParams();
  return (
    <label>
      Año
      <select value={params.get('anno') ?? ''} onChange={(event) => setParams({ anno: event.target.value }, { replace: true })}>
        <option value="">Todos</option>
        <option value="2024">2024</option>
        <option value="2023">2023</option>
      </select>
    </label>
  );
}

/** A page whose year filter writes the address (`?anno=`), as /instituciones-reconocidas does. */
const withFilter: PortalRoute[] = [
  ...fakePublicRoutes.slice(0, 1),
  {
    path: '/quienes-somos',
    handle: { title: 'Quiénes somos' },
    element: (
      <>
        <PageHeading>Quiénes somos</PageHeading>
        <YearFilter />
      </>
    ),
  },
  ...fakePublicRoutes.slice(2),
];

/** A page that shows only a loading message until its data comes, then its h1 (as the applicant's pages do). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <PageHeading>Quiénes somos</PageHeading> : <Text>Cargando…</Text>;
}

const withLateHeading: PortalRoute[] = [
  ...fakePublicRoutes.slice(0, 1),
  { path: '/quienes-somos', handle: { title: 'Quiénes somos' }, element: <LatePage /> },
  ...fakePublicRoutes.slice(2),
];

/**
 * Holds animation frames (a busy phone) until `release` runs them; a held frame can be cancelled,
 * as a browser's can. Ids start high so that a cancel after `release` never names a real frame.
 */
function holdFrames() {
  const held = new Map<number, FrameRequestCallback>();
  let lastId = 1_000_000;
  const cancelReal = window.cancelAnimationFrame.bind(window);
  const spies = [
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      held.set(++lastId, callback);
      return lastId;
    }),
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      if (!held.delete(id)) cancelReal(id);
    }),
  ];
  return {
    release() {
      for (const spy of spies) spy.mockRestore();
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) act(() => callback(performance.now()));
    },
  };
}

describe('focus and title manager', () => {
  // A test that fails before `release` must not leave the next ones without animation frames.
  afterEach(() => jest.restoreAllMocks());

  it('names the first page without moving focus', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    await waitFor(() => expect(document.title).toBe('Inicio - Sello'));
    expect(document.body).toHaveFocus();
  });

  it('after a navigation focuses the new h1, updates the title and announces the page', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Quiénes somos - Sello');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Quiénes somos');
  });

  it('a page whose h1 comes with its data: focus waits on <main>, then moves to the h1 once it is drawn', async () => {
    await renderShell({ path: '/', remotes: { mf_public: withLateHeading } });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where the visitor put it in the new page before the shell\'s frame, and still names the page', async () => {
    await renderShell({ path: '/', remotes: { mf_public: withLink } });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const frames = holdFrames();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Preguntas frecuentes' });
    act(() => link.focus());
    frames.release();
    expect(link).toHaveFocus();
    expect(document.title).toBe('Quiénes somos - Sello');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Quiénes somos');
  });

  it('a click before the first page\'s frame (just after hydration) is still a navigation: the new h1 takes focus and is announced', async () => {
    const frames = holdFrames();
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    frames.release();
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Quiénes somos - Sello');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Quiénes somos');
  });

  it('a filter that writes the address keeps focus in its field: arrow keys walk the years', async () => {
    const { location } = await renderShell({ path: '/', remotes: { mf_public: withFilter } });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toHaveFocus());
    const select = screen.getByRole('combobox', { name: 'Año' });
    await userEvent.selectOptions(select, '2024');
    await waitFor(() => expect(location().search).toBe('?anno=2024'));
    await userEvent.selectOptions(select, '2023');
    await waitFor(() => expect(location().search).toBe('?anno=2023'));
    // Two frames, the shell's effect included, have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(select).toHaveFocus();
    expect(document.title).toBe('Quiénes somos - Sello');
  });

  it('falls back to the h1 for the title when the route names no title', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Preguntas frecuentes' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Preguntas frecuentes - Sello');
  });

  it('back to the page first opened is a navigation too: its h1 takes focus again', async () => {
    await renderShell({ path: '/', remotes: { mf_public: withFragment } });
    await userEvent.click(await screen.findByRole('link', { name: 'Nuestro equipo' }));
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Inicio');
  });

  it.each([
    ['before the first page\'s frame', false],
    ['after the first page\'s frame', true],
  ])('there and back within one frame (%s): the page first opened takes focus on its h1 and is announced', async (_when, afterFirstFrame) => {
    let frames = afterFirstFrame ? null : holdFrames();
    await renderShell({ path: '/', remotes: { mf_public: withFragment } });
    if (afterFirstFrame) {
      await waitFor(() => expect(document.title).toBe('Inicio - Sello'));
      frames = holdFrames();
    }
    await userEvent.click(await screen.findByRole('link', { name: 'Nuestro equipo' }));
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    frames?.release();
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Inicio - Sello');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Inicio');
  });

  it('a navigation to an address with a fragment focuses its target instead of the h1, and announces the page', async () => {
    const { location } = await renderShell({ path: '/', remotes: { mf_public: withFragment } });
    await userEvent.click(await screen.findByRole('link', { name: 'Nuestro equipo' }));
    const section = await screen.findByRole('region', { name: 'Equipo' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(location().hash).toBe('#equipo');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Quiénes somos');
  });
});
