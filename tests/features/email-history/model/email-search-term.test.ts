import { describe, expect, it } from 'vitest';
import { searchTermProblem } from '@/features/email-history/model/email-search-term';

const TOO_SHORT = 'The search term must be at least 3 characters.';

describe('email history search term rule', () => {
  it('accepts an empty term (every email) and terms of 3 or more characters', () => {
    for (const term of ['', '   ', 'abc', 'Invoice #4025', '  abc  ']) {
      expect(searchTermProblem(term)).toBeNull();
    }
  });

  it('rejects 1 or 2 characters, not counting surrounding spaces', () => {
    for (const term of ['a', 'ab', ' ab ', '  x']) {
      expect(searchTermProblem(term)).toBe(TOO_SHORT);
    }
  });
});
