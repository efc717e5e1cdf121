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

/** The small frame a remote runs in on its own: the shared providers and toolbar, no shell. */
function Frame() {
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

function StandaloneNotFound() {
  return (
    <>
      <PageHeading>Página no encontrada</PageHeading>
      <Text>Este remoto no tiene una página en esta dirección.</Text>
    </>
  );
}

export function createStandaloneRouter(routes: RouteObject[]) {
  return createBrowserRouter([{ element: <Frame />, children: [...routes, { path: '*', element: <StandaloneNotFound /> }] }]);
}

type Router = ComponentProps<typeof RouterProvider>['router'];

export function Standalone({ router }: { router: Router }) {
  return (
    <A11yUiProvider>
      <RouterProvider router={router} />
    </A11yUiProvider>
  );
}
