/**
 * The widths at which the API makes narrower copies of a public picture (`/api/media/:key?w=`,
 * api/src/lib/image-variants.ts): a phone's `srcset` picks one instead of the full-size original.
 */
const COPY_WIDTHS = [480, 800];
const STORED_PICTURE = /\/media\/[\w-]+\.(?:jpe?g|png|webp)$/;

/**
 * `srcset` for a picture the API stores, at most `originalWidth` pixels wide (the spec's limit for it:
 * a narrower upload is served as it is, copies included, and looks the same); undefined for any other
 * address (it has no copies).
 */
export function mediaSrcSet(url: string, originalWidth: number): string | undefined {
  if (!STORED_PICTURE.test(url)) return undefined;
  const copies = COPY_WIDTHS.filter((width) => width < originalWidth).map((width) => `${url}?w=${width} ${width}w`);
  return [...copies, `${url} ${originalWidth}w`].join(', ');
}

/**
 * `srcSet` and `sizes` of a picture spanning the page's content (the layout's container is 80rem at
 * most); none for an address without copies (`sizes` without `srcset` is not valid HTML).
 */
export function fullWidthSrcSet(url: string, originalWidth: number): { srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url, originalWidth);
  return srcSet ? { srcSet, sizes: '(min-width: 1280px) 1250px, 100vw' } : {};
}
