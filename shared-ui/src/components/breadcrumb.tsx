import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface BreadcrumbEntry {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
  /** History state for the link, as RouterLink's `state` (a list's filters travelling with its items). */
  state?: unknown;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbEntry[];
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  return (
    <Box as="nav" aria-label="Migas de pan" mb="4">
      <chakra.ol display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0" textStyle="sm">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <chakra.li key={`${item.label}-${index}`} display="flex" alignItems="center" gap="2">
              {isLast || !item.to ? (
                <chakra.span aria-current={isLast ? 'page' : undefined} fontWeight={isLast ? 'semibold' : undefined}>
                  {item.label}
                </chakra.span>
              ) : (
                <RouterLink to={item.to} state={item.state}>{item.label}</RouterLink>
              )}
              {isLast ? null : (
                <chakra.span aria-hidden="true" color="fg.muted">
                  /
                </chakra.span>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
