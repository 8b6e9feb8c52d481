import type { Big } from 'big.js';
import { z } from 'zod';
import { parseDecimal, sumOfLineTotals } from '@/lib/job-calculations';
import {
  BUNDLE_ITEM_QUANTITY_RANGE,
  PRICEBOOK_DESCRIPTION_MAX,
  pricebookMessages,
  type PricebookBundleSaveRequest,
  type PricebookImageUpload,
} from '@/lib/schemas/pricebook-request-schemas';
import { bundlePricingDisplays, type BundlePricingDisplay, type PricebookBundle, type PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import { figureIn, identifierOf, imagedRecordRequestFields, newSoldRecordValues, optionalFigure, pricebookNameSchema, soldRecordValues, type EditedRecord } from './pricebook-form-fields';

/** An item of the bundle being edited: what the table shows of it and how many the bundle holds (text while typed). */
export interface BundleItemRow {
  item: Pick<PricebookItemListItem, 'context' | 'name' | 'price' | 'itemType'>;
  quantity: string;
}

/** The bundle editor's fields (spec 3 §2 "Bundle editor (pricebook)"). */
export interface PricebookBundleFormValues {
  name: string;
  description: string;
  pricingDisplay: BundlePricingDisplay;
  categoryIdentifier: string;
  active: boolean;
  /** Not shown: kept as loaded (a new bundle is taxable). */
  nonTaxable: boolean;
  image: PricebookImageUpload | null;
  removeImage: boolean;
  items: BundleItemRow[];
}

export function newPricebookBundleValues(): PricebookBundleFormValues {
  return { ...newSoldRecordValues(), pricingDisplay: 'Item Pricing', items: [] };
}

export function pricebookBundleValuesOf(bundle: PricebookBundle): PricebookBundleFormValues {
  return {
    ...soldRecordValues(bundle),
    pricingDisplay: bundle.pricingDisplay,
    items: bundle.items.map(({ pricebookItem, quantity }) => ({ item: pricebookItem, quantity: String(quantity) })),
  };
}

const BUNDLE_QUANTITY_MIN = BUNDLE_ITEM_QUANTITY_RANGE.min;
const BUNDLE_QUANTITY_MAX = BUNDLE_ITEM_QUANTITY_RANGE.max;

/** A row's quantity as a whole number in range; `null` while it is not one. */
export function bundleQuantity(text: string): number | null {
  return figureIn(text, BUNDLE_ITEM_QUANTITY_RANGE);
}

/** The minus button: off at 1 or less (spec 3 §5). */
export function canDecrease(quantity: string): boolean {
  const value = parseDecimal(quantity);
  return value !== null && value.gt(BUNDLE_QUANTITY_MIN);
}

export function canIncrease(quantity: string): boolean {
  const value = parseDecimal(quantity);
  return value === null || value.lt(BUNDLE_QUANTITY_MAX);
}

/** Plus and minus: one more or one less, within 1 to 9,999 (a quantity that is not a number starts again at 1). */
export function steppedQuantity(quantity: string, step: 1 | -1): string {
  const value = bundleQuantity(quantity);
  if (value === null) return String(BUNDLE_QUANTITY_MIN);
  return String(Math.min(BUNDLE_QUANTITY_MAX, Math.max(BUNDLE_QUANTITY_MIN, value + step)));
}

/** A found item joins the bundle once, with quantity 1; one already in it is left as it is. */
export function addBundleItem(rows: readonly BundleItemRow[], item: BundleItemRow['item']): BundleItemRow[] {
  return rows.some((row) => row.item.context === item.context) ? [...rows] : [...rows, { item, quantity: '1' }];
}

/** Remove Items: every selected row goes. */
export function removeBundleItems(rows: readonly BundleItemRow[], selected: ReadonlySet<string>): BundleItemRow[] {
  return rows.filter((row) => !selected.has(row.item.context));
}

/** The search's results less the items already in the bundle (spec 3 §5). */
export function itemsToOffer<Item extends { context: string }>(results: readonly Item[], rows: readonly BundleItemRow[]): Item[] {
  const inBundle = new Set(rows.map((row) => row.item.context));
  return results.filter((item) => !inBundle.has(item.context));
}

/**
 * Spec 3 §4 "Bundle (pricebook)": the calculated total, Σ price × quantity, exactly (the calculation
 * module's sum); a row whose quantity is not a number yet counts for nothing.
 */
export function bundleTotal(rows: readonly BundleItemRow[]): Big {
  const priced = rows.flatMap((row) => {
    const quantity = bundleQuantity(row.quantity);
    return quantity === null ? [] : [{ priceDetail: { price: row.item.price, quantity } }];
  });
  return sumOfLineTotals(priced);
}

export const pricebookBundleFormSchema = z.object({
  name: pricebookNameSchema,
  description: z.string().refine((value) => value.trim().length <= PRICEBOOK_DESCRIPTION_MAX, pricebookMessages.descriptionTooLong),
  pricingDisplay: z.enum(bundlePricingDisplays),
  categoryIdentifier: z.string(),
  active: z.boolean(),
  nonTaxable: z.boolean(),
  image: z.custom<PricebookImageUpload | null>(),
  removeImage: z.boolean(),
  items: z
    .array(
      z.object({
        item: z.custom<BundleItemRow['item']>(),
        quantity: z.string().refine((value) => bundleQuantity(value) !== null, pricebookMessages.bundleQuantityInvalid),
      }),
    )
    .min(1, pricebookMessages.bundleNeedsItems),
});

/** `PricebookBundle/Create` or `Update` from the editor's (valid) values, the items in the table's order. */
export function pricebookBundleRequest(values: PricebookBundleFormValues, editing: EditedRecord | null): PricebookBundleSaveRequest {
  return {
    ...imagedRecordRequestFields(values, editing),
    description: values.description.trim(),
    pricingDisplay: values.pricingDisplay,
    categoryIdentifier: identifierOf(values.categoryIdentifier),
    nonTaxable: values.nonTaxable,
    items: values.items.map((row) => ({ pricebookItemIdentifier: row.item.context, quantity: optionalFigure(row.quantity) ?? BUNDLE_QUANTITY_MIN })),
  };
}
