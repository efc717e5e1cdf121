import { Box, LoadingState } from '@sello/shared-ui';

/**
 * Shown in `main`, inside the layout, while the first page's remote and code are on their way. It
 * fills the screen, so the footer starts below it and does not jump when the page arrives (CLS).
 */
export function FirstLoad() {
  return (
    <Box minH="100vh">
      <LoadingState label="Cargando…" />
    </Box>
  );
}
