import type { Noticia } from '@sello/shared-api';
import { NewsCard, SimpleGrid, truncate } from '@sello/shared-ui';

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
            imageUrl={item.image_url}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
