import type { InstitucionReconocida } from '@sello/shared-api';
import { SimpleGrid } from '@sello/shared-ui';
import { InstitutionCard } from './institution-card';

export function InstitutionGrid({ items, headingLevel }: { items: readonly InstitucionReconocida[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <li key={item.id}>
          <InstitutionCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
