import type { Noticia } from '@sello/shared-api';
import { NewsCard, SimpleGrid, truncate } from '@sello/shared-ui';
import { DESKTOP_IMAGE } from '../../news/components/news-picture';
import { mediaSrcSet } from '../data/media-srcset';

/** The card's width in the grid below (one column to 570px, two to 1023px, then three in 80rem). */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 571px) 50vw, 100vw';

export interface NewsGridProps {
  items: readonly Noticia[];
  headingLevel?: 'h2' | 'h3';
  /**
   * How many of the first cards are above the fold on a phone (their images load eagerly): on a
   * 412×823 screen the second card's picture is in view too, and is then the page's LCP element.
   */
  priorityCount?: number;
}

export function NewsGrid({ items, headingLevel = 'h2', priorityCount = 2 }: NewsGridProps) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" p="0" m="0">
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard
            title={truncate(item.titulo)}
            excerpt={item.excerpt}
            date={item.fecha}
            url={item.url}
            // The cards show a news item's desktop picture.
            imageUrl={item.image_url}
            imageSrcSet={item.image_url ? mediaSrcSet(item.image_url, DESKTOP_IMAGE.width) : undefined}
            imageSizes={CARD_SIZES}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
