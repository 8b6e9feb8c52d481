import { parseDecimal, roundToCents } from './decimal';
import { markupPrice } from './line-totals';

/** What a price field shows for the typed cost and markup (see `markupPriceText`). */
export interface MarkupPriceText {
  /** A markup is given: the price is worked out, not typed. */
  readOnly: boolean;
  /** The price to show ('' when cleared); `null` leaves the typed price as it is. */
  price: string | null;
}

/**
 * The price a form's typed cost and markup give (spec 3 §4 "Pricebook item", §5 item override
 * form), as the job detail editor and the pricebook item editor show it: with a markup, cost plus
 * the markup percentage of it, to the cent, and the field is read-only; a markup without a cost
 * clears the price; without a markup the price is what was typed.
 */
export function markupPriceText(cost: string, markup: string): MarkupPriceText {
  // A markup still being typed ("1.", "abc") leaves the price free; its field says what is wrong.
  const result = markupPrice(parseDecimal(cost), parseDecimal(markup));
  if (result.kind === 'free') return { readOnly: false, price: null };
  if (result.kind === 'cleared') return { readOnly: true, price: '' };
  return { readOnly: true, price: roundToCents(result.price).toFixed(2) };
}
