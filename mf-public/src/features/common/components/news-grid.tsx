import type { Noticia } from '@sello/shared-api';
import { NewsCard, SimpleGrid, truncate } from '@sello/shared-ui';

export function NewsGrid({ items, headingLevel = 'h2' }: { items: readonly Noticia[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard
            title={truncate(item.titulo)}
            excerpt={item.excerpt}
            date={item.created_at}
            url={item.url}
            imageUrl={item.image_url}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
