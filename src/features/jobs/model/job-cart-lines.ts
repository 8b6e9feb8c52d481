import { lineTotal, toPlainText } from '@/lib/job-calculations';
import type { PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import type { Cart, CartEntry } from '@/features/pricebook';
import type { JobDetailLine } from '../components/job-details/job-detail-line';
import { newGuid, renumberLines } from '../components/job-details/job-detail-list-model';

/**
 * Spec 3 §4 "Accepting the cart": the job details the catalog's cart adds to a job.
 * - an item becomes a detail of its own type (Item, Labor, Service), with its override if any;
 * - an Item Pricing bundle adds each of its items, quantity = cart quantity × item quantity, tagged
 *   with the bundle (`pricebookBundleIdentifier`);
 * - a Flat Rate Pricing bundle adds one Bundle detail priced at its calculatedTotal, and its items as
 *   children linked by `parentGuid` with the computed quantities (the children are not counted in the
 *   totals: only top-level details are);
 * - totals are price × quantity; the job's details are then numbered again.
 * Without cost access (`showCosts` false) the lines carry no cost or markup.
 */
interface Priced {
  name: string;
  description: string;
  cost: number | null;
  markup: number | null;
  price: number;
  nonTaxable: boolean;
}

const total = (price: number, quantity: number) => Number(toPlainText(lineTotal({ price, quantity })));
const times = (a: number, b: number) => Number(toPlainText(lineTotal({ price: a, quantity: b })));

function line(type: JobDetailLine['jobDetailType'], priced: Priced, quantity: number, showCosts: boolean, extra: Partial<JobDetailLine>): JobDetailLine {
  return {
    guid: newGuid(),
    parentGuid: null,
    jobDetailType: type,
    cud: 'Create',
    name: priced.name,
    description: priced.description,
    order: 0,
    pricebookItemIdentifier: null,
    pricebookBundleIdentifier: null,
    priceDetail: {
      ...(showCosts ? { cost: priced.cost, markup: priced.markup } : {}),
      price: priced.price,
      quantity,
      total: total(priced.price, quantity),
      nonTaxable: priced.nonTaxable,
    },
    ...extra,
  };
}

const itemPriced = (item: PricebookItemListItem): Priced => ({
  name: item.name,
  description: item.description,
  cost: item.cost,
  markup: item.markup,
  price: item.price,
  nonTaxable: item.nonTaxable,
});

/** The lines of one cart entry. */
export function cartEntryLines(entry: CartEntry, showCosts: boolean): JobDetailLine[] {
  if (entry.kind === 'Item') {
    const priced = entry.override ? { ...itemPriced(entry.item), ...entry.override } : itemPriced(entry.item);
    return [line(entry.item.itemType, priced, entry.quantity, showCosts, { pricebookItemIdentifier: entry.item.context })];
  }
  const { bundle } = entry;
  const children = (parentGuid: string | null) =>
    bundle.items.map((part) =>
      line(part.pricebookItem.itemType, itemPriced(part.pricebookItem), times(entry.quantity, part.quantity), showCosts, {
        parentGuid,
        pricebookItemIdentifier: part.pricebookItem.context,
        pricebookBundleIdentifier: bundle.context,
      }),
    );
  if (bundle.pricingDisplay === 'Item Pricing') return children(null);
  const head = line(
    'Bundle',
    { name: bundle.name, description: bundle.description, cost: null, markup: null, price: bundle.calculatedTotal, nonTaxable: bundle.nonTaxable },
    entry.quantity,
    showCosts,
    { pricebookBundleIdentifier: bundle.context },
  );
  return [head, ...children(head.guid)];
}

/** The job's details with the cart's added after them, numbered again. */
export function addCartLines(lines: readonly JobDetailLine[], cart: Cart, showCosts: boolean): JobDetailLine[] {
  return renumberLines([...lines, ...cart.flatMap((entry) => cartEntryLines(entry, showCosts))]);
}
