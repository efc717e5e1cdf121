import { useEffect } from 'react';

export const TITLE_SUFFIX = ' - Sello';

export interface PageTitleOptions {
  /** GOV.UK habit: while a form shows errors the title starts with "Error: ". */
  error?: boolean;
}

export function formatPageTitle(title: string, { error = false }: PageTitleOptions = {}): string {
  return `${error ? 'Error: ' : ''}${title}${TITLE_SUFFIX}`;
}

/** Sets `document.title` to '{title} - Sello'. An empty title (data still loading) leaves it alone. */
export function usePageTitle(title: string | null | undefined, options: PageTitleOptions = {}): void {
  const { error = false } = options;
  useEffect(() => {
    if (title) document.title = formatPageTitle(title, { error });
  }, [title, error]);
}
