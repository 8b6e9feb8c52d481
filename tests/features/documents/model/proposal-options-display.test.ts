import { describe, expect, it } from 'vitest';
import { proposalOptionNote, proposalTotalText } from '@/features/documents/model/proposal-options-display';

const option = (id: string, name: string, total: number) => ({ id, name, total, lineGuids: [id], cost: 0, subtotal: total, discount: 0, tax: 0 });
const options = [option('g', 'Good', 438.8), option('b', 'Better', 1667), option('x', 'Best', 2885)];

describe('a proposal with options in lists', () => {
  it('shows the range until the customer chooses, then the chosen total and name', () => {
    expect(proposalTotalText({ total: 4990.8, options, chosenOptionId: null })).toBe('$438.80 \u2013 $2,885.00');
    expect(proposalOptionNote({ total: 4990.8, options, chosenOptionId: null })).toBe('3 options: Good, Better, Best');
    expect(proposalTotalText({ total: 1667, options, chosenOptionId: 'b' })).toBe('$1,667.00');
    expect(proposalOptionNote({ total: 1667, options, chosenOptionId: 'b' })).toBe('Customer chose Better');
  });

  it('shows a proposal without options as before', () => {
    expect(proposalTotalText({ total: 244.05 })).toBe('$244.05');
    expect(proposalOptionNote({ total: 244.05, options: [] })).toBeNull();
  });
});
