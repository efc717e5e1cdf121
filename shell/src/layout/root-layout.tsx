import { AccessibilityToolbar } from '@sello/shared-a11y';
import { Box, Container, Flex, Toaster } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { RouteAnnouncer } from '../focus/route-announcer';
import { SessionWatch } from '../session/session-watch';
import { BrandBar } from './brand-bar';
import { DemoMarker } from './demo-marker';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The page frame shared by every remote: skip link, brand bar, toolbar, header, main, footer, and
 * the live region that names each new page (its text comes from focus/page-shown.tsx).
 */
export function RootLayout({ announcement, demo = false, children }: { announcement: string; demo?: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      {demo ? <DemoMarker /> : null}
      <BrandBar />
      <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py="1" display="flex" justifyContent="flex-end">
          <AccessibilityToolbar />
        </Container>
      </Box>
      <SiteHeader />
      <Container as="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxW="7xl" py="8" flex="1" outline="none">
        {children}
      </Container>
      <SiteFooter />
      <RouteAnnouncer message={announcement} />
      <Toaster />
      <SessionWatch />
    </Flex>
  );
}
