/**
 * A technician's work note added to a record's notes (issue 17), the same way on the server and on the
 * device (which shows a queued note before the server has it): `{stamp} {technician}: {text}`.
 */

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The note's one line: `11/26/2026 10:25 AM Theo Tech: Replaced the filter.` */
export function workNoteLine(stamp: string, technician: string, text: string): string {
  return `${stamp} ${technician}: ${text.trim()}`;
}

/** Plain-text notes (an intake's): the note as a paragraph of its own. */
export function appendWorkNoteText(notes: string, line: string): string {
  return notes.trim() ? `${notes.replace(/\s+$/, '')}\n\n${line}` : line;
}

/**
 * Rich-text notes (a job's internal notes, HTML from the notes editor): the note as a paragraph of
 * its own. Notes stored as plain text are made a paragraph first, so both read as paragraphs.
 */
export function appendWorkNoteHtml(notesHtml: string, line: string): string {
  const paragraph = `<p>${escapeHtml(line)}</p>`;
  const existing = notesHtml.trim();
  if (!existing) return paragraph;
  const asHtml = existing.startsWith('<') ? existing : existing.split(/\n{2,}/).map((part) => `<p>${escapeHtml(part)}</p>`).join('');
  return `${asHtml}${paragraph}`;
}
