import { ApiError, getNoticiaByUrl, type Noticia } from '@sello/shared-api';

/**
 * The public news item at `url`, or null when the API has none (404). Null is an answer, not a
 * failure: the server renders the page's "not found" from it and the browser hydrates on the same
 * view. Any other failure stays an error (the page offers Reintentar).
 */
export async function loadNewsItem(url: string): Promise<Noticia | null> {
  try {
    return await getNoticiaByUrl(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
