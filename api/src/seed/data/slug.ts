/**
 * The spec's slug rule (title in lowercase, spaces replaced by hyphens), made URL-clean: accents and
 * ñ are folded to plain letters and any other punctuation is dropped, so '¿Qué cambia en 2026?'
 * becomes 'que-cambia-en-2026'. The API can use the same function for news created in the admin.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Plain-text excerpt of an HTML body, cut on a word boundary near `max` characters. */
export function excerptOf(html: string, max = 150): string {
  // Inline tags vanish so 'Sello</strong>,' stays 'Sello,'; block tags become word breaks.
  const text = html
    .replace(/<\/?(?:strong|b|em|i|a|span)\b[^>]*>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,.;:]+$/, '')}…`;
}
