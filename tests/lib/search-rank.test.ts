import { describe, expect, it } from 'vitest';
import {
  digitsQuality,
  MATCH_EXACT,
  MATCH_NONE,
  MATCH_PREFIX,
  MATCH_SUBSTRING,
  MATCH_WORD_PREFIX,
  matchQuality,
  matchScore,
  qualityOfScore,
  recencyBoost,
  searchQuery,
  topRanked,
  type SearchFields,
} from '@/lib/search-rank';

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function fields(texts: string[], primary = 1, digits: string[] = []): SearchFields {
  return { texts: texts.map((text) => text.toLowerCase()), primary, digits };
}

describe('searchQuery', () => {
  it('trims, lower-cases and splits the term into words', () => {
    expect(searchQuery('  Smith   Main ')).toEqual({ term: 'smith main', words: ['smith', 'main'], digits: '' });
    expect(searchQuery('')).toEqual({ term: '', words: [], digits: '' });
  });

  it('reads telephone digits whatever the punctuation, from three digits on', () => {
    expect(searchQuery('(555) 010-22').digits).toBe('55501022');
    expect(searchQuery('555.01').digits).toBe('55501');
    expect(searchQuery('55').digits).toBe('');
    expect(searchQuery('555 main').digits).toBe('');
  });
});

describe('matchQuality', () => {
  it('ranks exact over prefix over word prefix over substring', () => {
    expect(matchQuality('acme heating', 'acme heating')).toBe(MATCH_EXACT);
    expect(matchQuality('acme heating', 'acme')).toBe(MATCH_PREFIX);
    expect(matchQuality('acme heating', 'heat')).toBe(MATCH_WORD_PREFIX);
    expect(matchQuality('acme heating', 'eating')).toBe(MATCH_SUBSTRING);
    expect(matchQuality('acme heating', 'cooling')).toBe(MATCH_NONE);
    expect(matchQuality('acme heating', '')).toBe(MATCH_NONE);
  });

  it('finds a word prefix after an earlier substring occurrence and after punctuation', () => {
    expect(matchQuality('banana ana', 'ana')).toBe(MATCH_WORD_PREFIX);
    expect(matchQuality('o\u2019brien-smith', 'smith')).toBe(MATCH_WORD_PREFIX);
    expect(matchQuality('jo@example.test', 'example')).toBe(MATCH_WORD_PREFIX);
  });
});

describe('digitsQuality', () => {
  it('matches digits ignoring punctuation: whole number, its start, anywhere', () => {
    expect(digitsQuality('5550102233', '5550102233')).toBe(MATCH_EXACT);
    expect(digitsQuality('5550102233', '555010')).toBe(MATCH_PREFIX);
    expect(digitsQuality('5550102233', '0102')).toBe(MATCH_SUBSTRING);
    expect(digitsQuality('5550102233', '999')).toBe(MATCH_NONE);
    expect(digitsQuality('', '555')).toBe(MATCH_NONE);
  });
});

describe('matchScore', () => {
  const customer = fields(['Acme Heating', '(555) 010-2233', 'office@acme.test', '12 Main Street Springfield'], 1, ['5550102233']);

  it('is 0 without a match or without a term', () => {
    expect(matchScore(customer, searchQuery('zebra'))).toBe(0);
    expect(matchScore(customer, searchQuery(''))).toBe(0);
  });

  it('gives a match in the name a bonus over the same match in an address', () => {
    const inName = matchScore(fields(['Main Street Bakery', '1 Elm Road']), searchQuery('main'));
    const inAddress = matchScore(fields(['Elm Bakery', '1 Main Road']), searchQuery('main'));
    expect(qualityOfScore(inName)).toBe(MATCH_PREFIX);
    expect(qualityOfScore(inAddress)).toBe(MATCH_WORD_PREFIX);
    const sameQualityInAddress = matchScore(fields(['Elm Bakery', 'Main Road']), searchQuery('main'));
    expect(inName).toBeGreaterThan(sameQualityInAddress);
  });

  it('always ranks a better match quality above a weaker one, whatever field it is in', () => {
    const prefixInAddress = matchScore(fields(['Zed', 'heat lane']), searchQuery('heat'));
    const substringInName = matchScore(fields(['Preheat Ltd']), searchQuery('heat'));
    expect(prefixInAddress).toBeGreaterThan(substringInName);
  });

  it('finds a telephone number typed in any punctuation', () => {
    expect(qualityOfScore(matchScore(customer, searchQuery('555-0102')))).toBe(MATCH_PREFIX);
    expect(qualityOfScore(matchScore(customer, searchQuery('0102233')))).toBe(MATCH_SUBSTRING);
    expect(qualityOfScore(matchScore(customer, searchQuery('(555) 010-2233')))).toBe(MATCH_EXACT);
  });

  it('matches a term of several words when every word matches some field', () => {
    const score = matchScore(customer, searchQuery('acme springfield'));
    expect(qualityOfScore(score)).toBe(MATCH_WORD_PREFIX);
    expect(matchScore(customer, searchQuery('acme chicago'))).toBe(0);
  });
});

describe('recencyBoost', () => {
  it('boosts the most recent record most and never beats a better match quality', () => {
    expect(recencyBoost(-1)).toBe(0);
    expect(recencyBoost(0)).toBeGreaterThan(recencyBoost(1));
    expect(recencyBoost(1)).toBeGreaterThan(recencyBoost(5));
    expect(recencyBoost(100)).toBeGreaterThan(0);
    const recentSubstring = matchScore(fields(['Preheat Ltd']), searchQuery('heat')) + recencyBoost(0);
    const oldPrefix = matchScore(fields(['Heat Ltd']), searchQuery('heat'));
    expect(oldPrefix).toBeGreaterThan(recentSubstring);
  });

  it('puts a recent record first among records of the same match quality', () => {
    const query = searchQuery('acme');
    const items = ['Acme A', 'Acme B', 'Acme C'].map((title) => ({
      item: title,
      title,
      score: matchScore(fields([title]), query) + recencyBoost(title === 'Acme C' ? 0 : -1),
    }));
    expect(topRanked(items, 3, compare).map((entry) => entry.item)).toEqual(['Acme C', 'Acme A', 'Acme B']);
  });
});

describe('topRanked', () => {
  it('keeps the best entries, highest score first, ties by title', () => {
    const entries = [
      { item: 1, score: 100, title: 'b' },
      { item: 2, score: 300, title: 'z' },
      { item: 3, score: 100, title: 'a' },
      { item: 4, score: 200, title: 'c' },
      { item: 5, score: 50, title: 'd' },
    ];
    expect(topRanked(entries, 3, compare).map((entry) => entry.item)).toEqual([2, 4, 3]);
    expect(topRanked(entries, 10, compare).map((entry) => entry.item)).toEqual([2, 4, 3, 1, 5]);
    expect(topRanked(entries, 0, compare)).toEqual([]);
  });
});
