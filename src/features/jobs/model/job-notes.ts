import DOMPurify from 'dompurify';

/** What the internal notes' rich text may hold: the marks and blocks of the notes editor. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code'];

/** Stored notes HTML made safe to show: only the editor's formatting survives, no attributes, no scripts. */
export function sanitizeNotesHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/** Notes with no text (an empty editor leaves `<p></p>`). */
export function isBlankNotes(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** The editor's empty document is stored as no notes at all. */
export function notesForForm(html: string): string {
  return isBlankNotes(html) ? '' : html;
}
