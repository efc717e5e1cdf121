// The frame a remote runs in on its own (`npm run dev -w mf-x`): shared providers, toolbar, toaster,
// no shell. A sub-path (`@sello/shared-a11y/standalone`), not part of the index: the shell never
// needs it, and the index is a federated singleton that every visitor downloads whole.
// It imports the packages by name, never by relative path, so a remote bundling this file still
// meets the shared singletons (one store, one ChakraProvider, one router context).
import { A11yUiProvider, AccessibilityToolbar } from '@sello/shared-a11y';
import {
  Box,
  BrowserRouter,
  Container,
  LoadingState,
  PageHeading,
  PortalRoutes,
  Text,
  Toaster,
  type PortalRoute,
} from '@sello/shared-ui';
import { Suspense, type ReactNode } from 'react';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Box borderBottomWidth="1px" borderColor="border" bg="bg.muted">
        <Container maxW="7xl" py="1" display="flex" justifyContent="flex-end">
          <AccessibilityToolbar />
        </Container>
      </Box>
      <Container as="main" id="contenido" maxW="7xl" py="8">
        {children}
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

/** The remote's `./routes` inside the frame, with an answer for paths the remote does not own. */
export function StandaloneRoutes({ routes }: { routes: readonly PortalRoute[] }) {
  return (
    <StandaloneFrame>
      <Suspense fallback={<LoadingState label="Cargando…" />}>
        <PortalRoutes routes={routes} fallback={<StandaloneNotFound />} />
      </Suspense>
    </StandaloneFrame>
  );
}

export function Standalone({ routes }: { routes: readonly PortalRoute[] }) {
  return (
    <A11yUiProvider>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} />
      </BrowserRouter>
    </A11yUiProvider>
  );
}
