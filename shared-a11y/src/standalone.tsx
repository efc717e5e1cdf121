// The frame a remote runs in on its own (`npm run dev -w mf-x`): shared providers, toolbar, toaster,
// no shell. A sub-path (`@sello/shared-a11y/standalone`), not part of the index: the shell never
// needs it, and the index is a federated singleton that every visitor downloads whole.
// It imports the packages by name, never by relative path, so a remote bundling this file still
// meets the shared singletons (one store, one ChakraProvider, one router context).
import { A11yUiProvider, AccessibilityToolbar } from '@sello/shared-a11y';
import {
  Box,
  Container,
  createBrowserRouter,
  Outlet,
  PageHeading,
  RouterProvider,
  Text,
  Toaster,
  type RouteObject,
} from '@sello/shared-ui';
import type { ComponentProps } from 'react';

type Router = ComponentProps<typeof RouterProvider>['router'];

export function StandaloneFrame() {
  return (
    <>
      <Box borderBottomWidth="1px" borderColor="border" bg="bg.muted">
        <Container maxW="7xl" py="1" display="flex" justifyContent="flex-end">
          <AccessibilityToolbar />
        </Container>
      </Box>
      <Container as="main" id="contenido" maxW="7xl" py="8">
        <Outlet />
      </Container>
      <Toaster />
    </>
  );
}

export function StandaloneNotFound() {
  return (
    <>
      <PageHeading>Página no encontrada</PageHeading>
      <Text>Este remoto no tiene una página en esta dirección.</Text>
    </>
  );
}

/** The remote's `./routes` inside the frame, plus a catch-all for paths the remote does not own. */
export function standaloneRoutes(routes: RouteObject[]): RouteObject[] {
  return [{ element: <StandaloneFrame />, children: [...routes, { path: '*', element: <StandaloneNotFound /> }] }];
}

export function createStandaloneRouter(routes: RouteObject[]): Router {
  return createBrowserRouter(standaloneRoutes(routes));
}

export function Standalone({ router }: { router: Router }) {
  return (
    <A11yUiProvider>
      <RouterProvider router={router} />
    </A11yUiProvider>
  );
}
