import { Box, Button, chakra, IconButton } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

/** One entry of a paginated response's `links` (Laravel style: label, url or null, active). */
export interface PageLink {
  label: string;
  url: string | null;
  active: boolean;
}

export interface PaginatorProps {
  links: readonly PageLink[];
  /** Called with the chosen link's url. */
  onNavigate: (url: string) => void;
  /** Accessible name of the nav landmark; change it when a page has two paginators. */
  label?: string;
}

const PREVIOUS = /previous|anterior|«|&laquo;/i;
const NEXT = /next|siguiente|»|&raquo;/i;

/** Splits `links` into previous / numbered pages / next, deriving previous and next when absent. */
export function splitPageLinks(links: readonly PageLink[]) {
  const first = links[0];
  const last = links[links.length - 1];
  const hasPrev = !!first && PREVIOUS.test(first.label);
  const hasNext = !!last && links.length > (hasPrev ? 1 : 0) && NEXT.test(last.label);
  const pages = links.slice(hasPrev ? 1 : 0, hasNext ? -1 : undefined);
  const current = pages.findIndex((p) => p.active);
  const previousUrl = hasPrev ? (first?.url ?? null) : current > 0 ? (pages[current - 1]?.url ?? null) : null;
  const nextUrl = hasNext
    ? (last?.url ?? null)
    : current >= 0 && current < pages.length - 1
      ? (pages[current + 1]?.url ?? null)
      : null;
  return { previousUrl, nextUrl, pages };
}

/** Builds `links` for APIs that give only the page numbers. */
export function buildPageLinks(current: number, lastPage: number, urlFor: (page: number) => string): PageLink[] {
  const links: PageLink[] = [];
  for (let page = 1; page <= lastPage; page += 1) {
    links.push({ label: String(page), url: urlFor(page), active: page === current });
  }
  return links;
}

const isNumber = (label: string) => /^\d+$/.test(label.trim());

export function Paginator({ links, onNavigate, label = 'Paginación' }: PaginatorProps) {
  const { previousUrl, nextUrl, pages } = splitPageLinks(links);
  if (pages.length <= 1 && !previousUrl && !nextUrl) return null;
  return (
    <Box as="nav" aria-label={label} mt="6">
      <chakra.ul display="flex" flexWrap="wrap" alignItems="center" gap="2" listStyleType="none" p="0" m="0">
        <li>
          <IconButton
            variant="outline"
            aria-label="Página anterior"
            disabled={!previousUrl}
            onClick={() => previousUrl && onNavigate(previousUrl)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </li>
        {pages.map((page, index) =>
          isNumber(page.label) && page.url ? (
            <li key={`${page.label}-${index}`}>
              <Button
                variant={page.active ? 'solid' : 'outline'}
                aria-current={page.active ? 'page' : undefined}
                aria-label={`Página ${page.label}`}
                minW="10"
                onClick={() => page.url && !page.active && onNavigate(page.url)}
              >
                {page.label}
              </Button>
            </li>
          ) : (
            <li key={`${page.label}-${index}`} aria-hidden="true">
              <chakra.span px="2">…</chakra.span>
            </li>
          ),
        )}
        <li>
          <IconButton
            variant="outline"
            aria-label="Página siguiente"
            disabled={!nextUrl}
            onClick={() => nextUrl && onNavigate(nextUrl)}
          >
            <ChevronRightIcon />
          </IconButton>
        </li>
      </chakra.ul>
    </Box>
  );
}
