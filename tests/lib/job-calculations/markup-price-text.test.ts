import { describe, expect, it } from 'vitest';
import { markupPriceText } from '@/lib/job-calculations';

describe('markupPriceText', () => {
  it('gives cost plus the markup percentage to the cent (half up), read-only', () => {
    expect(markupPriceText('80', '25')).toEqual({ readOnly: true, price: '100.00' });
    expect(markupPriceText('0.1', '5')).toEqual({ readOnly: true, price: '0.11' });
    expect(markupPriceText('10.10', '0')).toEqual({ readOnly: true, price: '10.10' });
  });

  it('clears the price for a markup without a cost and leaves it free without a markup or while the markup is unfinished', () => {
    expect(markupPriceText(' ', '25')).toEqual({ readOnly: true, price: '' });
    expect(markupPriceText('80', '')).toEqual({ readOnly: false, price: null });
    expect(markupPriceText('80', '1.2.3')).toEqual({ readOnly: false, price: null });
  });
});
