import type { Noticia } from '@sello/shared-api';
import { Box, MOBILE_QUERY } from '@sello/shared-ui';

/** Spec image sizes: desktop 1110x336, mobile 290x88. */
export const DESKTOP_IMAGE = { width: 1110, height: 336 } as const;
export const MOBILE_IMAGE = { width: 290, height: 88 } as const;

/**
 * Desktop and mobile versions in one <picture>, so the browser downloads only the one it shows.
 * The title is the next heading, so the image is decorative for a screen reader.
 */
export function NewsPicture({ item }: { item: Pick<Noticia, 'image_url' | 'imagen_mobile_url'> }) {
  if (!item.image_url) return null;
  return (
    <Box as="figure" m="0" mb="6">
      <picture>
        {item.imagen_mobile_url ? (
          <source
            media={MOBILE_QUERY}
            srcSet={item.imagen_mobile_url}
            width={MOBILE_IMAGE.width}
            height={MOBILE_IMAGE.height}
          />
        ) : null}
        <img
          src={item.image_url}
          alt=""
          width={DESKTOP_IMAGE.width}
          height={DESKTOP_IMAGE.height}
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '4px' }}
        />
      </picture>
    </Box>
  );
}
