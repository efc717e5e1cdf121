import { usePageTitle, type PageTitleOptions } from '../hooks/use-page-title';

export interface PageTitleProps extends PageTitleOptions {
  title: string | null | undefined;
}

/** Component form of `usePageTitle`, for pages that prefer JSX. Renders nothing. */
export function PageTitle({ title, error }: PageTitleProps) {
  usePageTitle(title, { error });
  return null;
}
