import { ApiError, type Noticia } from '@sello/shared-api';
import { fetchNoticiaByUrl } from '../../common/data/public-api';

/** The API's answers for a slug no news item has, or can have (a control character, too long). */
const NO_SUCH_ITEM = [404, 414, 422];

/**
 * The public news item at `url`, or null when the API has none (the portal's head, scripts/lib/ssr/head.mjs,
 * reads the same statuses). Null is an answer, not a failure: the server renders the page's "not found"
 * from it and the browser hydrates on the same view. Any other failure stays an error (the page offers Reintentar).
 */
export async function loadNewsItem(url: string, signal?: AbortSignal): Promise<Noticia | null> {
  try {
    return await fetchNoticiaByUrl(url, signal);
  } catch (error) {
    if (error instanceof ApiError && NO_SUCH_ITEM.includes(error.status)) return null;
    throw error;
  }
}
