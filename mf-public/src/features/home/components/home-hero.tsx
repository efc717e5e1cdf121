import { fetchHome } from '../../common/data/public-api';
import { Box, ErrorState, Skeleton } from '@sello/shared-ui';
import { RichText } from '../../common/components/rich-text';
import { dataKeys, usePageData } from '../../common/data/page-data';
import { fullWidthSrcSet } from '../../common/data/media-srcset';

/** Spec image size of the landing image managed by admins. */
export const LANDING_IMAGE = { width: 1100, height: 336 } as const;

/** The landing image and 'Texto Bajada Home', both edited in the admin area. */
export function HomeHero() {
  const home = usePageData(dataKeys.home, () => fetchHome(), []);
  if (home.error) return <ErrorState message={home.error.message} onRetry={home.reload} />;
  if (!home.data) {
    return (
      <Box aria-hidden="true" data-no-read>
        <Skeleton aspectRatio={`${LANDING_IMAGE.width} / ${LANDING_IMAGE.height}`} borderRadius="l2" mb="6" />
        {/* About the height of the seeded text at each width, so the sections below do not jump (CLS). */}
        <Skeleton height={{ base: '15rem', sm: '14rem', md: '10rem' }} maxW="3xl" />
      </Box>
    );
  }
  const { landing_image_url: imageUrl, texto_bajada: text } = home.data;
  return (
    <Box>
      {imageUrl ? (
        <img
          src={imageUrl}
          {...fullWidthSrcSet(imageUrl, LANDING_IMAGE.width)}
          // Written with the image in the admin area (required there); '' leaves an older one decorative.
          alt={home.data.landing_image_alt ?? ''}
          width={LANDING_IMAGE.width}
          height={LANDING_IMAGE.height}
          // Above the fold and the likely LCP element: fetch it first, never lazily.
          fetchPriority="high"
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '4px', marginBottom: '1.5rem' }}
        />
      ) : null}
      <RichText html={text} />
    </Box>
  );
}
