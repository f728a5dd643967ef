import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that descriptions and FAQ answers may carry. The web app renders it as HTML, so
 * everything else goes: scripts, styles, frames, event handlers, inline styles, and any URL
 * that is not http(s) or mailto (javascript:, data:, vbscript:...).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens away from the festival's page and must not get a handle on it (reverse tabnabbing).
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Sanitised HTML, safe to store and to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether text carries HTML tags (a plain-text presenter description is stored as typed, not escaped). */
export const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/** A description as stored: sanitised HTML when it carries tags, trimmed plain text otherwise. */
export const sanitizeDescription = (text: string) => (looksLikeHtml(text) ? sanitizeRichText(text) : text.trim());

/**
 * The text of stored HTML, for formats that carry plain text (the schedule files' abstracts): a line
 * break where a paragraph, a line or a list item ends, no tags, the entities read back.
 */
export function plainText(html: string): string {
  const breaks = html.replace(/<br\s*\/?>|<\/(p|li|h[2-4]|blockquote|pre)>/gi, '\n');
  const text = sanitizeHtml(breaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
