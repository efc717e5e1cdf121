import type { HomeContent } from '@sello/shared-api';

/**
 * The landing image (the page's LCP element) starts downloading as soon as its address is known,
 * while the page's code is still arriving or rendering; the <img> then finds it in the cache.
 * On the server there is nothing to download.
 */
export function startHeroDownload(home: HomeContent): HomeContent {
  if (home.landing_image_url && typeof Image !== 'undefined') {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = home.landing_image_url;
  }
  return home;
}
