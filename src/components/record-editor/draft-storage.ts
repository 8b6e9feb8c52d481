/**
 * Drafts of record editors: the fields a user changed and has not saved, kept per user and record in
 * the tab's sessionStorage (never a token: only what the form holds), so that edits survive whatever
 * takes the user away from the editor (the error screen, an expired session, a reload) and are offered
 * back when they return to the record.
 */

/** The prefix of every draft's key; a draft's key is `<prefix><user>:<record address>`. */
export const DRAFT_KEY_PREFIX = 'fieldline.draft:';

/** The top-level form fields whose values differ from what was loaded (or last saved), with the edited values. */
export type DraftChanges = Record<string, unknown>;

export interface StoredDraft {
  /** When the draft was last written (ISO date-time). */
  savedAt: string;
  changes: DraftChanges;
}

/** The key of a user's draft of the record an editor address edits (`/intake/edit/…`, `/customers/add`). */
export function draftKey(username: string, recordPath: string): string {
  return `${DRAFT_KEY_PREFIX}${username.toLowerCase()}:${recordPath}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of form values (JSON-like data: text, numbers, booleans, null, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** The top-level fields of `values` that differ from `base` (an empty object: nothing to keep). */
export function draftChanges(base: Record<string, unknown> | undefined, values: Record<string, unknown>): DraftChanges {
  const changes: DraftChanges = {};
  for (const [field, value] of Object.entries(values)) {
    if (!sameValue(base?.[field], value)) changes[field] = value;
  }
  return changes;
}

/** The draft's changes that would change `current` (what the form holds now); empty when restoring changes nothing. */
export function pendingChanges(current: Record<string, unknown>, changes: DraftChanges): DraftChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => !sameValue(current[field], value)));
}

export function hasChanges(changes: DraftChanges): boolean {
  return Object.keys(changes).length > 0;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (!isPlainObject(parsed) || !isPlainObject(parsed.changes) || typeof parsed.savedAt !== 'string') return null;
    return { savedAt: parsed.savedAt, changes: parsed.changes };
  } catch {
    return null;
  }
}

/** Stores the changes (false when the browser refused: storage full or blocked). */
export function writeDraft(key: string, changes: DraftChanges, now: Date = new Date()): boolean {
  try {
    const draft: StoredDraft = { savedAt: now.toISOString(), changes };
    storage()?.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function deleteDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** Removes every draft of this tab (an explicit logout). */
export function deleteAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(DRAFT_KEY_PREFIX) ?? false);
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // storage blocked: nothing was kept
  }
}
