import { Box, Card, Heading, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../utils/format-date';

export interface NewsCardProps {
  title: string;
  excerpt?: string | null;
  /** ISO date or timestamp; shown as dd/mm/yyyy. */
  date: string | Date | null | undefined;
  /** The news item's slug: the card links to /noticias/detail/{url}. */
  url: string;
  imageUrl?: string | null;
  /**
   * Narrower copies of the image (`srcset` widths) and the width the card takes (`sizes`): a phone
   * downloads the copy its screen needs, not the 1110-pixel original.
   */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Intrinsic size of the image, so the page does not jump while it loads (spec: 1110x336). */
  imageWidth?: number;
  imageHeight?: number;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3';
  /**
   * For the first cards of a list, above the fold: load the image at once and early. A lazy image
   * there is the page's LCP element and waits for layout before it is even requested.
   */
  priority?: boolean;
}

export function newsDetailPath(url: string): string {
  return `/noticias/detail/${encodeURIComponent(url)}`;
}

export function NewsCard({
  title,
  excerpt,
  date,
  url,
  imageUrl,
  imageSrcSet,
  imageSizes,
  imageWidth = 1110,
  imageHeight = 336,
  headingLevel = 'h3',
  priority = false,
}: NewsCardProps) {
  return (
    <Card.Root as="article" overflow="hidden" height="full" variant="outline">
      {imageUrl ? (
        // The title follows as text, so the picture adds nothing a screen reader needs.
        <Image
          src={imageUrl}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? imageSizes : undefined}
          alt=""
          htmlWidth={imageWidth}
          htmlHeight={imageHeight}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          objectFit="cover"
          aspectRatio={`${imageWidth} / ${imageHeight}`}
          w="full"
          h="auto"
        />
      ) : (
        <Box
          bg="bg.muted"
          color="fg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          aspectRatio={`${imageWidth} / ${imageHeight}`}
          minH="24"
        >
          <Text>Imagen no disponible</Text>
        </Box>
      )}
      <Card.Body gap="2">
        <Text textStyle="sm" color="fg.muted">
          Fecha: {formatDate(date)}
        </Text>
        <Heading as={headingLevel} textStyle="lg">
          {title}
        </Heading>
        {excerpt ? <Text>{excerpt}</Text> : null}
      </Card.Body>
      <Card.Footer>
        <RouterLink to={newsDetailPath(url)}>
          Leer más<VisuallyHidden> sobre {title}</VisuallyHidden>
        </RouterLink>
      </Card.Footer>
    </Card.Root>
  );
}
