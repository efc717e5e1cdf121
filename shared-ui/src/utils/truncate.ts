/** Spec: text over 30 characters is cut to its first 29 plus '...'. */
export const TRUNCATE_LIMIT = 30;

export function truncate(text: string, limit = TRUNCATE_LIMIT): string {
  // Array.from counts code points, so an accent or emoji is never split in half.
  const chars = Array.from(text ?? '');
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}...` : chars.join('');
}
