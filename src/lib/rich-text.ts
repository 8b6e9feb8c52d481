/**
 * Rich text (HTML from the tiptap editors) as plain functions that run anywhere, the mock server
 * included (no DOM): its text length for the limits, and the stored form the server keeps. Showing
 * stored HTML still goes through DOMPurify in the page.
 */

/** The formatting the rich-text editors make; everything else is dropped when stored. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code'] as const;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text a reader sees: tags dropped, the common entities read as their character. */
export function richTextPlain(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** How many characters of text the HTML holds (what a limit such as "at most 1000" counts). */
export function richTextLength(html: string): number {
  return richTextPlain(html).length;
}

/** HTML with no text at all (an empty editor leaves `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return richTextPlain(html).trim() === '';
}

/**
 * What the server stores: scripts, styles and their content gone, only the editors' tags kept and
 * without attributes, every other tag dropped (its text stays); blank text is stored as ''.
 */
export function storedRichText(html: string): string {
  const allowed = new Set<string>(RICH_TEXT_TAGS);
  const cleaned = html
    .replace(/<(script|style|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!allowed.has(lower)) return '';
      if (tag.startsWith('</')) return `</${lower}>`;
      return lower === 'br' ? '<br>' : `<${lower}>`;
    })
    .replace(/<(?![a-z/])/gi, '&lt;');
  return isBlankRichText(cleaned) ? '' : cleaned;
}
