import sanitizeHtml from 'sanitize-html';

/** Allow-list for rich text written in the admin editor: formatting, links, images over http(s) only. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span', 'sub', 'sup', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

// Tags that end a block of text: a word break in the excerpt ('postulación.</p><p>El' → 'postulación. El').
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|blockquote|h[1-6]|figure|figcaption|table|thead|tbody|tr|th|td|hr|pre|div)\b[^>]*>/gi;

/**
 * Plain-text excerpt of a news body for cards, cut on a word boundary near `max` characters. Inline tags
 * vanish without a space, so 'Sello</strong>,' stays 'Sello,'. Seeded and admin-written news use it alike.
 * sanitize-html leaves text with `&amp;`, `&lt;` and `&gt;` only: cards show the excerpt as text, so the
 * ampersand is given back ('Ciencia & Tecnología'), while `<` and `>` stay encoded and the excerpt never
 * holds an angle bracket, whoever reads it as HTML.
 */
export function excerptOf(html: string, max = 150): string {
  const text = sanitizeHtml(html.replace(BLOCK_TAG, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : max).replace(/[\s,.;:]+$/, '')}…`;
}
