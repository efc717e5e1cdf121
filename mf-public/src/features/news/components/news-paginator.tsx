import type { Noticia, Paginated } from '@sello/shared-api';
import { Paginator, type PageLink } from '@sello/shared-ui';

/**
 * Numbered buttons are the API's `links` without their first and last entries (spec); previous and
 * next follow `prev_page_url` / `next_page_url`, so next is disabled exactly when that is empty.
 */
export function paginatorLinks(page: Paginated<Noticia>): PageLink[] {
  const numbered = page.links.slice(1, -1);
  return [
    { label: 'Anterior', url: page.prev_page_url || null, active: false },
    ...numbered,
    { label: 'Siguiente', url: page.next_page_url || null, active: false },
  ];
}

/** The page number a pagination URL points to (`…/noticias?page=3` → 3). */
export function pageFromUrl(url: string): number {
  const match = /[?&]page=(\d+)/.exec(url);
  return match ? Number(match[1]) : 1;
}

export interface NewsPaginatorProps {
  page: Paginated<Noticia>;
  onPage: (page: number) => void;
}

export function NewsPaginator({ page, onPage }: NewsPaginatorProps) {
  return <Paginator links={paginatorLinks(page)} onNavigate={(url) => onPage(pageFromUrl(url))} label="Páginas de noticias" />;
}
