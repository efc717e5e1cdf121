import { Box } from '@sello/shared-ui';

/** Spec: a thin decorative bar, blue 41 % / red 59 %, 4 px (8 px at 360 px or narrower). */
export function BrandBar() {
  return (
    <Box
      aria-hidden="true"
      data-testid="brand-bar"
      height="4px"
      bgImage="linear-gradient(to right, #0051A8 0 41%, #D52B1E 41% 100%)"
      css={{ '@media (max-width: 360px)': { height: '8px' } }}
    />
  );
}
