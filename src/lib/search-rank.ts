/**
 * How well a record matches a search term, for the command palette (issue 20): the server ranks
 * records with these functions and the client ranks its actions (and the server's answer merged
 * with them) the same way. Everything here works on lower-case text worked out beforehand.
 *
 * Match quality: exact > prefix > word prefix > substring; a telephone term (digits and `()+-. `)
 * also matches the digits of a telephone number whatever its punctuation. A record the user opened
 * recently ranks up within its match quality.
 */

export const MATCH_NONE = 0;
export const MATCH_SUBSTRING = 1;
export const MATCH_WORD_PREFIX = 2;
export const MATCH_PREFIX = 3;
export const MATCH_EXACT = 4;
export type MatchQuality = 0 | 1 | 2 | 3 | 4;

/** Points per quality step: more than any bonus, so a better match always ranks first. */
const QUALITY_POINTS = 100;
/** A match in the record's own name or number rather than in its address or e-mail. */
const PRIMARY_BONUS = 20;
/** The most recently opened record's boost; each older one gets `RECENT_STEP` less. */
const RECENT_BOOST = 60;
const RECENT_STEP = 5;
/** Telephone digits shorter than this are not searched as a telephone number. */
const MIN_DIGITS = 3;

/** What a search looks for: the trimmed lower-case term, its words, and its telephone digits (or `''`). */
export interface SearchQuery {
  term: string;
  words: string[];
  digits: string;
}

export function searchQuery(raw: string): SearchQuery {
  const term = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const words = term === '' ? [] : term.split(' ');
  const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  return { term, words, digits: digits.length >= MIN_DIGITS ? digits : '' };
}

function isWordCharacter(code: number): boolean {
  // 0-9, a-z and letters past ASCII (accented names).
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || code > 127;
}

/** How `text` (lower case) holds `term` (lower case, non-empty). */
export function matchQuality(text: string, term: string): MatchQuality {
  if (term === '') return MATCH_NONE;
  if (text === term) return MATCH_EXACT;
  if (text.startsWith(term)) return MATCH_PREFIX;
  let at = text.indexOf(term);
  if (at < 0) return MATCH_NONE;
  while (at >= 0) {
    if (!isWordCharacter(text.charCodeAt(at - 1))) return MATCH_WORD_PREFIX;
    at = text.indexOf(term, at + 1);
  }
  return MATCH_SUBSTRING;
}

/** How telephone digits (`5550102233`) hold the term's digits: whole number, its start, or anywhere. */
export function digitsQuality(digits: string, termDigits: string): MatchQuality {
  if (termDigits === '' || digits === '') return MATCH_NONE;
  if (digits === termDigits) return MATCH_EXACT;
  if (digits.startsWith(termDigits)) return MATCH_PREFIX;
  return digits.includes(termDigits) ? MATCH_SUBSTRING : MATCH_NONE;
}

/** The digits of a telephone number as typed in any punctuation. */
export function telephoneDigitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/**
 * A record's searchable text, lower case: `texts[0 … primary - 1]` are its own name and number (a
 * match there gets a bonus), the rest its customer, addresses, e-mails; `digits` its telephones.
 */
export interface SearchFields {
  texts: readonly string[];
  primary: number;
  digits: readonly string[];
}

/** The best match of one word (or the whole term) among the fields, with whether it was primary. */
function bestMatch(fields: SearchFields, term: string): { quality: MatchQuality; primary: boolean } {
  let quality: MatchQuality = MATCH_NONE;
  let primary = false;
  for (let index = 0; index < fields.texts.length; index += 1) {
    const found = matchQuality(fields.texts[index]!, term);
    if (found > quality || (found === quality && found > MATCH_NONE && index < fields.primary && !primary)) {
      quality = found;
      primary = index < fields.primary;
    }
    if (quality === MATCH_EXACT && primary) break;
  }
  return { quality, primary };
}

/**
 * The record's match score for the query, 0 when it does not match. The whole term is looked for in
 * each field; failing that, a term of several words matches when every word matches some field (at
 * most a word-prefix match: "smith main" finds Smith on Main Street); telephone digits match too.
 */
export function matchScore(fields: SearchFields, query: SearchQuery): number {
  if (query.term === '') return 0;
  let { quality, primary } = bestMatch(fields, query.term);
  if (quality === MATCH_NONE && query.words.length > 1) {
    let weakest: MatchQuality = MATCH_EXACT;
    let allPrimary = true;
    for (const word of query.words) {
      const found = bestMatch(fields, word);
      if (found.quality === MATCH_NONE) {
        weakest = MATCH_NONE;
        break;
      }
      if (found.quality < weakest) weakest = found.quality;
      allPrimary &&= found.primary;
    }
    quality = Math.min(weakest, MATCH_WORD_PREFIX) as MatchQuality;
    primary = quality > MATCH_NONE && allPrimary;
  }
  if (query.digits !== '') {
    for (const digits of fields.digits) {
      const found = digitsQuality(digits, query.digits);
      if (found > quality) {
        quality = found;
        primary = false;
      }
    }
  }
  if (quality === MATCH_NONE) return 0;
  return quality * QUALITY_POINTS + (primary ? PRIMARY_BONUS : 0);
}

/** The boost of a record at `position` in the user's recent list (0 = most recent; -1 = not recent). */
export function recencyBoost(position: number): number {
  if (position < 0) return 0;
  return Math.max(RECENT_BOOST - position * RECENT_STEP, RECENT_STEP);
}

/** The match quality a score stands for (to tell a test or a screen reader why it ranked there). */
export function qualityOfScore(score: number): MatchQuality {
  return Math.min(Math.floor(score / QUALITY_POINTS), MATCH_EXACT) as MatchQuality;
}

export interface Ranked<T> {
  item: T;
  score: number;
  /** Breaks ties (the item's title; compared with `compareText`). */
  title: string;
}

/**
 * The best `limit` of `ranked`, highest score first, ties by title then in the given order. Keeps at
 * most `limit` entries while reading, so ranking 30,000 matches costs no sort of 30,000.
 */
export function topRanked<T>(ranked: Iterable<Ranked<T>>, limit: number, compareText: (a: string, b: string) => number): Ranked<T>[] {
  const compare = (a: Ranked<T>, b: Ranked<T>): number => b.score - a.score || compareText(a.title, b.title);
  const kept: Ranked<T>[] = [];
  if (limit <= 0) return kept;
  for (const entry of ranked) {
    if (kept.length === limit && compare(entry, kept[kept.length - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(entry, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, entry);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}
