import { SimpleGrid, Skeleton } from '@sello/shared-ui';

export interface CardSkeletonsProps {
  count: number;
  height?: string;
}

/** Grey blocks where the cards will be, so the page keeps its shape while the API answers. */
export function CardSkeletons({ count, height = '80' }: CardSkeletonsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-hidden="true" data-no-read>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l2" />
      ))}
    </SimpleGrid>
  );
}
