import { createMemoryRouter, PageHeading, RouterProvider, Text, type RouteObject } from '@sello/shared-ui';
import { A11yUiProvider } from '@sello/shared-a11y';
import { configure, render } from '@testing-library/react';
import type { RemoteName } from '../../config/runtime-config';
import type { RemoteStatus } from '../../federation/remote-routes';
import { createAppRouter } from '../create-app-router';

// The first render of a file builds Chakra's styles and the router: slow on a busy 2-core runner.
configure({ asyncUtilTimeout: 5000 });

function page(title: string, text: string): RouteObject['Component'] {
  return function FakePage() {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <Text>{text}</Text>
      </>
    );
  };
}

/** A stand-in for mf_public's `./routes`, shaped like the real contract (absolute paths, handle.title). */
export const fakePublicRoutes: RouteObject[] = [
  { path: '/', handle: { title: 'Inicio' }, Component: page('Sello Chile Inclusivo', 'Portada de prueba') },
  { path: '/quienes-somos', handle: { title: 'Quiénes somos' }, Component: page('Quiénes somos', 'Texto de prueba') },
  { path: '/preguntas-frecuentes', Component: page('Preguntas frecuentes', 'Sin título en handle') },
];

export interface RenderShellOptions {
  path?: string;
  remotes?: Partial<Record<RemoteName, RouteObject[] | null>>;
}

/** Renders the real shell router (layout, focus manager, 404) with fake remotes in memory. */
export function renderShell({ path = '/', remotes = { mf_public: fakePublicRoutes } }: RenderShellOptions = {}) {
  const status = new Map<RemoteName, RemoteStatus>();
  const router = createAppRouter({
    createRouter: createMemoryRouter,
    initialEntries: [path],
    statusOf: (name) => status.get(name) ?? 'idle',
    loadRoutes: async (name) => {
      const routes = remotes[name] ?? null;
      status.set(name, routes ? 'loaded' : 'unavailable');
      return routes;
    },
  });
  const view = render(
    <A11yUiProvider>
      <RouterProvider router={router} />
    </A11yUiProvider>,
  );
  return { ...view, router };
}
