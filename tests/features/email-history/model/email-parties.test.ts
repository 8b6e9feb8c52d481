import { describe, expect, it } from 'vitest';
import { formatParties, formatParty, partiesSummary } from '@/features/email-history/model/email-parties';

describe('email parties', () => {
  it('formats each party as Name <address>', () => {
    expect(formatParty({ personName: 'Dana Whitfield', emailAddress: 'dana@example.com' })).toBe('Dana Whitfield <dana@example.com>');
    expect(formatParty({ personName: '', emailAddress: 'dana@example.com' })).toBe('dana@example.com');
    expect(formatParty({ personName: 'dana@example.com', emailAddress: 'dana@example.com' })).toBe('dana@example.com');
    expect(formatParty({ personName: 'Dana', emailAddress: '' })).toBe('Dana');
  });

  it('joins several parties and summarizes them for a list cell', () => {
    const parties = [
      { personName: 'Dana Whitfield', emailAddress: 'dana@example.com' },
      { personName: 'Marcus Bell', emailAddress: 'marcus@example.com' },
      { personName: '', emailAddress: 'ap@example.com' },
    ];
    expect(formatParties(parties)).toBe('Dana Whitfield <dana@example.com>, Marcus Bell <marcus@example.com>, ap@example.com');
    expect(partiesSummary(parties)).toBe('Dana Whitfield +2 more');
    expect(partiesSummary(parties.slice(2))).toBe('ap@example.com');
    expect(partiesSummary([])).toBe('');
  });
});
