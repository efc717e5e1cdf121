// Public API of @sello/shared-ui. Every name is part of the federation contract (see README.md):
// named exports only, and bump the package version when this list changes.

// Theme and provider
export { UiProvider, applyDocumentTheme } from './theme/ui-provider';
export type { UiProviderProps, ThemeName, FontScale } from './theme/ui-provider';
export { getSystem, prepareSystem } from './theme/system';
export { palette } from './theme/palette';
export {
  MOBILE_MAX_WIDTH,
  DESKTOP_MIN_WIDTH,
  BRAND_BAR_NARROW_MAX_WIDTH,
  MOBILE_QUERY,
  NARROW_QUERY,
} from './theme/breakpoints';

// Toasts
export { Toaster, notify, dismissAllToasts, TOAST_DURATION_MS, TOASTS_BELOW } from './toast/toaster';
export type { NotifyOptions, NotifyType } from './toast/toaster';

// Router facade
export * from './navigation';

// Chakra parts
export * from './chakra';

// Icons
export {
  MenuIcon,
  CloseIcon,
  CheckIcon,
  DownloadIcon,
  TrashIcon,
  MoonIcon,
  SunIcon,
  FontMinusIcon,
  FontPlusIcon,
  SpeakerIcon,
  StopIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from './icons';

// Hooks and helpers
export { useMediaQuery, useIsMobile } from './hooks/use-media-query';
export { usePageTitle, formatPageTitle, TITLE_SUFFIX } from './hooks/use-page-title';
export type { PageTitleOptions } from './hooks/use-page-title';
export { truncate, TRUNCATE_LIMIT } from './utils/truncate';
export { formatDate } from './utils/format-date';
export { useAsync, type AsyncState } from './data/use-async';

// The portal's own components
export { NewsCard, newsDetailPath } from './components/news-card';
export type { NewsCardProps } from './components/news-card';
export { InstitutionTile, institutionLogoAlt } from './components/institution-tile';
export type { InstitutionTileProps } from './components/institution-tile';
export { YearSelect, yearRange } from './components/year-select';
export type { YearSelectProps } from './components/year-select';
export { Paginator, splitPageLinks, buildPageLinks } from './components/paginator';
export type { PageLink, PaginatorProps } from './components/paginator';
export { Breadcrumb } from './components/breadcrumb';
export type { BreadcrumbEntry, BreadcrumbProps } from './components/breadcrumb';
export { PageTitle } from './components/page-title';
export type { PageTitleProps } from './components/page-title';
export { PageHeading } from './components/page-heading';
export { UnavailableSection, UNAVAILABLE_MESSAGE } from './components/unavailable-section';
export type { UnavailableSectionProps } from './components/unavailable-section';
export { LoadingState, EmptyState, ErrorState } from './components/states';
export type { LoadingStateProps, EmptyStateProps, ErrorStateProps } from './components/states';
