import { z } from 'zod';
import { toCentsText, toDecimal } from '@/lib/job-calculations';
import { isNumberInRange } from '@/lib/schemas/number-schemas';
import { MARKUP_RANGE, UNIT_MONEY_RANGE } from '@/lib/schemas/job-detail-schemas';
import { PRICEBOOK_DESCRIPTION_MAX, PRICEBOOK_NAME_MAX, pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookItemListItem } from '@/lib/schemas/pricebook-schemas';
import type { CartOverride } from './catalog-cart';

/**
 * The Pricebook Item Override modal (spec 3 §2, §5): Name, Description, Cost, Markup %, Price for
 * this job only. Name and Price are required; with a markup the price is cost plus the markup
 * percentage (read-only); a markup without a cost clears the price.
 */
export interface ItemOverrideFormValues {
  name: string;
  description: string;
  cost: string;
  markup: string;
  price: string;
}

const blank = (text: string) => text.trim() === '';
const numberIn = (text: string, range: typeof UNIT_MONEY_RANGE) => isNumberInRange(Number(text.trim()), range);

export const itemOverrideFormSchema = z
  .object({
    name: z.string().refine((value) => !blank(value), pricebookMessages.nameRequired).refine((value) => value.trim().length <= PRICEBOOK_NAME_MAX, pricebookMessages.nameTooLong),
    description: z.string().refine((value) => value.trim().length <= PRICEBOOK_DESCRIPTION_MAX, pricebookMessages.descriptionTooLong),
    cost: z.string().refine((value) => blank(value) || numberIn(value, UNIT_MONEY_RANGE), pricebookMessages.costInvalid),
    markup: z.string().refine((value) => blank(value) || numberIn(value, MARKUP_RANGE), pricebookMessages.markupInvalid),
    price: z.string(),
  })
  .superRefine((values, context) => {
    if (blank(values.price)) context.addIssue({ code: 'custom', path: ['price'], message: pricebookMessages.priceRequired });
    else if (!numberIn(values.price, UNIT_MONEY_RANGE)) context.addIssue({ code: 'custom', path: ['price'], message: pricebookMessages.priceInvalid });
  });

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** Money to the cent ("39.60", not "39.6"). */
const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : toCentsText(toDecimal(value)));

/** The form's values: the item's override in the cart, else the item as the pricebook has it. */
export function itemOverrideValues(item: PricebookItemListItem, override: CartOverride | null): ItemOverrideFormValues {
  const source = override ?? item;
  return { name: source.name, description: source.description, cost: money(source.cost), markup: text(source.markup), price: money(source.price) };
}

/** The override from the (valid) values. */
export function overrideFromForm(values: ItemOverrideFormValues): CartOverride {
  const figure = (value: string) => (blank(value) ? null : Number(value.trim()));
  return { name: values.name.trim(), description: values.description.trim(), cost: figure(values.cost), markup: figure(values.markup), price: Number(values.price.trim()) };
}
