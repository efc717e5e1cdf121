import { AccessibilityToolbar } from '@sello/shared-a11y';
import { Box, Container, Flex, LoadingState, Outlet, Toaster, useNavigation } from '@sello/shared-ui';
import { RouteAnnouncer } from '../focus/route-announcer';
import { useRouteFocus } from '../focus/use-route-focus';
import { BrandBar } from './brand-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The page frame shared by every remote: skip link, brand bar, toolbar, header, main, footer. */
export function RootLayout() {
  const announcement = useRouteFocus(MAIN_CONTENT_ID);
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <BrandBar />
      <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py="1" display="flex" justifyContent="flex-end">
          <AccessibilityToolbar />
        </Container>
      </Box>
      <SiteHeader />
      <Container as="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxW="7xl" py="8" flex="1" outline="none">
        {navigation.state === 'loading' ? (
          <Box position="fixed" top="0" insetInline="0" zIndex="banner" aria-hidden="true" height="3px" bg="colorPalette.solid" />
        ) : null}
        <Outlet />
      </Container>
      <SiteFooter />
      <RouteAnnouncer message={announcement} />
      <Toaster />
    </Flex>
  );
}

/** Shown while the first page's remote is on its way (before the router has matched anything). */
export function FirstLoad() {
  return (
    <Container maxW="7xl" py="8">
      <LoadingState label="Cargando…" />
    </Container>
  );
}
