/** Spec breakpoints: mobile is 570px or narrower, desktop from 1280px, the brand bar changes at 360px. */
export const MOBILE_MAX_WIDTH = 570;
export const DESKTOP_MIN_WIDTH = 1280;
export const BRAND_BAR_NARROW_MAX_WIDTH = 360;

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const NARROW_QUERY = `(max-width: ${BRAND_BAR_NARROW_MAX_WIDTH}px)`;
