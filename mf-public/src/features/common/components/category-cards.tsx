import { Card, Heading, RouterLink, SimpleGrid, Text, VisuallyHidden } from '@sello/shared-ui';
import { CATEGORIES, categoryPath } from '../data/categories';

export function CategoryCards({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" p="0" m="0">
      {CATEGORIES.map((category) => (
        <li key={category.slug}>
          <Card.Root as="article" variant="outline" height="full">
            <Card.Body gap="3">
              <Heading as={headingLevel} textStyle="lg">
                {category.nombre}
              </Heading>
              <Text>{category.resumen}</Text>
            </Card.Body>
            <Card.Footer>
              <RouterLink to={categoryPath(category.slug)}>
                Conoce la categoría<VisuallyHidden> {category.nombre}</VisuallyHidden>
              </RouterLink>
            </Card.Footer>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
