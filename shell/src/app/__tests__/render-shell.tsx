import { PageHeading, Text, type PortalRoute } from '@sello/shared-ui';
import { MemoryRouter, createLocationTracker } from '@sello/shared-ui/testing';
import { A11yUiProvider } from '@sello/shared-a11y';
import { act, configure, render } from '@testing-library/react';
import type { PortalMode, RemoteName } from '../../config/runtime-config';
import { Portal } from '../app';
import { createRoutesSource, preloadFirstPage } from '../routes-source';

// The first render of a file builds Chakra's styles: slow on a busy 2-core runner.
configure({ asyncUtilTimeout: 5000 });
// Longer than that wait, so a wait that fails reports its own assertion, not jest's timeout.
jest.setTimeout(15_000);

function page(title: string, text: string): PortalRoute['element'] {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Text>{text}</Text>
    </>
  );
}

/** A stand-in for mf_public's `./routes`, shaped like the real contract (absolute paths, handle.title). */
export const fakePublicRoutes: PortalRoute[] = [
  { path: '/', handle: { title: 'Inicio' }, element: page('Sello Chile Inclusivo', 'Portada de prueba') },
  { path: '/quienes-somos', handle: { title: 'Quiénes somos' }, element: page('Quiénes somos', 'Texto de prueba') },
  { path: '/preguntas-frecuentes', element: page('Preguntas frecuentes', 'Sin título en handle') },
];

/** The spec's public menu (its header): text and address of each link, in order, as a visitor reads it. */
export const SPEC_PUBLIC_MENU: [string, string][] = [
  ['Inicio', '/'],
  ['Sello Chile Inclusivo', '/sello-chile-inclusivo'],
  ['Quiénes somos', '/quienes-somos'],
  ['¿Cómo postular?', '/como-postular'],
  ['Noticias', '/noticias'],
  ['Preguntas frecuentes', '/preguntas-frecuentes'],
  ['Instituciones reconocidas', '/instituciones-reconocidas'],
];

export interface RenderShellOptions {
  path?: string;
  remotes?: Partial<Record<RemoteName, PortalRoute[] | null>>;
  mode?: PortalMode;
}

/**
 * Renders the real shell (layout, area, focus manager, 404) with fake remotes in memory. Async: the
 * area suspends until the remote's routes arrive, and React only retries it inside an awaited act.
 */
export async function renderShell({ path = '/', remotes = { mf_public: fakePublicRoutes }, mode }: RenderShellOptions = {}) {
  const source = createRoutesSource(async (name) => remotes[name] ?? null);
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  const firstPage = preloadFirstPage(source, { pathname, search });
  const tracker = createLocationTracker();
  const view = await act(async () =>
    render(
      <A11yUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Portal source={source} firstPage={firstPage} mode={mode} />
          <tracker.Spy />
        </MemoryRouter>
      </A11yUiProvider>,
    ),
  );
  // `location()`: the address the portal shows now.
  return { ...view, location: tracker.current };
}
