import type { Noticia } from '@sello/shared-api';
import { Box, MOBILE_QUERY, useIsMobile } from '@sello/shared-ui';
import { fullWidthSrcSet } from '../../common/data/media-srcset';

/** Spec image sizes: desktop 1110x336, mobile 290x88. */
export const DESKTOP_IMAGE = { width: 1110, height: 336 } as const;
export const MOBILE_IMAGE = { width: 290, height: 88 } as const;

type PictureItem = Pick<Noticia, 'image_url' | 'imagen_mobile_url'> & Partial<Pick<Noticia, 'imagen_alt' | 'imagen_mobile_alt'>>;

/**
 * Desktop and mobile versions in one <picture>, so the browser downloads only the one it shows. Each
 * version has its own alternative text (written in the admin area): the alt follows the version
 * the same media query picks.
 */
export function NewsPicture({ item }: { item: PictureItem }) {
  const isMobile = useIsMobile();
  if (!item.image_url) return null;
  const showsMobile = isMobile && !!item.imagen_mobile_url;
  const alt = (showsMobile ? item.imagen_mobile_alt : item.imagen_alt) ?? '';
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
          {...fullWidthSrcSet(item.image_url, DESKTOP_IMAGE.width)}
          alt={alt}
          width={DESKTOP_IMAGE.width}
          height={DESKTOP_IMAGE.height}
          // The news item's picture, at the top of its page, is the page's largest paint (Lighthouse's
          // LCP element on a phone): fetched at high priority from the start, as the home's picture is
          // (without it, Chromium starts a picture low and raises it once layout shows it in view).
          fetchPriority="high"
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '4px' }}
        />
      </picture>
    </Box>
  );
}
