import { z } from 'zod';
import { globalSearchKinds, recentKey } from '@/lib/schemas/global-search-schemas';
import type { PaletteRecord } from './record-routes';

/**
 * The records a user opened from the palette, most recent first: shown when the box is empty and
 * sent with each search so the server ranks them up. Kept in localStorage per user, ids and labels
 * only (never a token).
 */
export const RECENT_RECORDS_LIMIT = 10;

const recordSchema = z.object({
  kind: z.enum(globalSearchKinds),
  context: z.string().max(200),
  title: z.string().max(500),
  detail: z.string().max(500),
  number: z.number().int().nullable(),
});

const storedSchema = z.array(z.unknown());

export function recentStorageKey(username: string): string {
  return `fieldline.palette-recent.${username.toLowerCase()}`;
}

/** The stored list: entries that do not parse are dropped. */
export function parseRecent(stored: string | null): PaletteRecord[] {
  if (!stored) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return [];
    return parsed.data.flatMap((entry) => {
      const record = recordSchema.safeParse(entry);
      return record.success ? [record.data] : [];
    }).slice(0, RECENT_RECORDS_LIMIT);
  } catch {
    return [];
  }
}

/** `record` first, without its older entry, at most `RECENT_RECORDS_LIMIT`. */
export function addRecent(list: readonly PaletteRecord[], record: PaletteRecord): PaletteRecord[] {
  const key = recentKey(record.kind, record.context);
  const { kind, context, title, detail, number } = record;
  return [{ kind, context, title, detail, number }, ...list.filter((entry) => recentKey(entry.kind, entry.context) !== key)].slice(0, RECENT_RECORDS_LIMIT);
}

export function readRecent(username: string): PaletteRecord[] {
  try {
    return parseRecent(window.localStorage.getItem(recentStorageKey(username)));
  } catch {
    return [];
  }
}

export function rememberRecent(username: string, record: PaletteRecord): PaletteRecord[] {
  const next = addRecent(readRecent(username), record);
  try {
    window.localStorage.setItem(recentStorageKey(username), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the palette still works, without its recent list.
  }
  return next;
}
