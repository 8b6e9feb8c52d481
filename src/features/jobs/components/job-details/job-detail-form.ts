import { z } from 'zod';
import { ZERO, lineTotal, parseDecimal, toPlainText } from '@/lib/job-calculations';
import {
  HOURS_RANGE,
  JOB_DETAIL_DESCRIPTION_MAX,
  JOB_DETAIL_NAME_MAX,
  JOB_SERVICE_GROUP_MAX,
  MARKUP_RANGE,
  QUANTITY_RANGE,
  UNIT_MONEY_RANGE,
  jobDetailMessages,
} from '@/lib/schemas/job-detail-schemas';
import { isNumberInRange, type NumberRange } from '@/lib/schemas/number-schemas';
import type { EditableDetailType, JobDetailLine, JobDetailPrice, PricebookChoice } from './job-detail-line';

/** The job detail editor's fields (spec 3 §2 "Job detail editor modal"), as text while typed. */
export interface JobDetailFormValues {
  jobDetailType: EditableDetailType;
  /** The chosen pricebook Service or Labor item's context; '' for free entry. */
  pricebookItemContext: string;
  jobServiceGroup: string;
  hours: string;
  name: string;
  description: string;
  cost: string;
  /** Markup percent; while given, the price is worked out from cost and markup (read-only). */
  markup: string;
  price: string;
  quantity: string;
  nonTaxable: boolean;
  /** Not a field: an Item line's quantity already reconciled to inventory, below which its quantity cannot go. */
  quantityReconciled: number;
}

export const DETAIL_NAME_MAX = JOB_DETAIL_NAME_MAX;
export const DETAIL_DESCRIPTION_MAX = JOB_DETAIL_DESCRIPTION_MAX;
/** The Subtotal tab's name until the user types another (spec 3 §2). */
export const SUBTOTAL_DEFAULT_NAME = 'Subtotal';

/** The editor's messages: the jobs API contract's, so the form and the server say the same. */
export const jobDetailFormMessages = {
  nameRequired: jobDetailMessages.nameRequired,
  nameTooLong: jobDetailMessages.nameTooLong,
  descriptionTooLong: jobDetailMessages.descriptionTooLong,
  serviceGroupTooLong: jobDetailMessages.serviceGroupTooLong,
  priceRequired: jobDetailMessages.priceRequired,
  priceInvalid: jobDetailMessages.priceInvalid,
  quantityInvalid: jobDetailMessages.quantityInvalid,
  costInvalid: jobDetailMessages.costInvalid,
  markupInvalid: jobDetailMessages.markupInvalid,
  hoursInvalid: jobDetailMessages.hoursInvalid,
  minQuantityReconciled: jobDetailMessages.minQuantityReconciled,
} as const;

const blank = (text: string) => text.trim() === '';

/** The number a field's text stands for when it is a plain decimal within `range`; `null` otherwise. */
function figureIn(text: string, range: NumberRange): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const number = Number(toPlainText(value));
  return isNumberInRange(number, range) ? number : null;
}

export const jobDetailFormSchema = z
  .object({
    jobDetailType: z.enum(['Service', 'Labor', 'Item', 'Subtotal']),
    pricebookItemContext: z.string(),
    jobServiceGroup: z.string().refine((value) => value.trim().length <= JOB_SERVICE_GROUP_MAX, jobDetailFormMessages.serviceGroupTooLong),
    hours: z.string(),
    name: z
      .string()
      .refine((value) => !blank(value), jobDetailFormMessages.nameRequired)
      .refine((value) => value.trim().length <= DETAIL_NAME_MAX, jobDetailFormMessages.nameTooLong),
    description: z.string().max(DETAIL_DESCRIPTION_MAX, jobDetailFormMessages.descriptionTooLong),
    cost: z.string(),
    markup: z.string(),
    price: z.string(),
    quantity: z.string(),
    nonTaxable: z.boolean(),
    quantityReconciled: z.number(),
  })
  .superRefine((values, context) => {
    const issue = (path: keyof JobDetailFormValues, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const optional = (path: 'hours' | 'cost' | 'markup', range: NumberRange, message: string) => {
      if (!blank(values[path]) && figureIn(values[path], range) === null) issue(path, message);
    };
    if (values.jobDetailType === 'Service') optional('hours', HOURS_RANGE, jobDetailFormMessages.hoursInvalid);
    if (values.jobDetailType === 'Subtotal') return;
    optional('cost', UNIT_MONEY_RANGE, jobDetailFormMessages.costInvalid);
    optional('markup', MARKUP_RANGE, jobDetailFormMessages.markupInvalid);
    if (blank(values.price)) issue('price', jobDetailFormMessages.priceRequired);
    else if (figureIn(values.price, UNIT_MONEY_RANGE) === null) issue('price', jobDetailFormMessages.priceInvalid);
    const quantity = figureIn(values.quantity, QUANTITY_RANGE);
    if (quantity === null) issue('quantity', jobDetailFormMessages.quantityInvalid);
    // Spec 3 §5: an Item line's quantity cannot go below what was already reconciled to inventory.
    else if (values.jobDetailType === 'Item' && quantity < values.quantityReconciled) {
      issue('quantity', jobDetailFormMessages.minQuantityReconciled(values.quantityReconciled));
    }
  });

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new line's fields on a tab: price 0 and quantity 1 (spec 3 §2), the Subtotal tab named Subtotal. */
export function newDetailFormValues(type: EditableDetailType): JobDetailFormValues {
  return {
    jobDetailType: type,
    pricebookItemContext: '',
    jobServiceGroup: '',
    hours: '',
    name: type === 'Subtotal' ? SUBTOTAL_DEFAULT_NAME : '',
    description: '',
    cost: '',
    markup: '',
    price: '0',
    quantity: '1',
    nonTaxable: false,
    quantityReconciled: 0,
  };
}

/** A saved or new line's fields, for editing it. */
export function detailFormValuesOf(line: JobDetailLine, type: EditableDetailType): JobDetailFormValues {
  const price = line.priceDetail;
  return {
    jobDetailType: type,
    pricebookItemContext: line.pricebookItemIdentifier ?? '',
    jobServiceGroup: line.jobServiceGroup ?? '',
    hours: textOf(line.hours),
    name: line.name,
    description: line.description,
    cost: textOf(price?.cost),
    markup: textOf(price?.markup),
    price: price ? String(price.price) : '0',
    quantity: price ? String(price.quantity) : '1',
    nonTaxable: price?.nonTaxable ?? false,
    quantityReconciled: type === 'Item' ? (line.quantityReconciled ?? 0) : 0,
  };
}

/** Price × quantity of the typed fields, exactly; `null` while either is not a number. */
export function typedLineTotal(price: string, quantity: string) {
  const priceValue = parseDecimal(price);
  const quantityValue = parseDecimal(quantity);
  return priceValue === null || quantityValue === null ? null : lineTotal({ price: priceValue, quantity: quantityValue });
}

/** A valid field's number (the schema has checked the range); `null` when blank. */
const figure = (text: string) => (blank(text) ? null : Number(toPlainText(parseDecimal(text) ?? ZERO)));

/**
 * The line's fields from the editor's (valid) values. `showCosts` false (a user without cost
 * access) keeps the line's cost and markup as they were: the fields were not shown.
 */
export function lineValuesFromForm(
  values: JobDetailFormValues,
  existing: JobDetailLine | null,
  options: { showCosts: boolean; pricebookItems: readonly PricebookChoice[] },
): Omit<JobDetailLine, 'guid' | 'cud' | 'order'> {
  const name = values.name.trim() || (values.jobDetailType === 'Subtotal' ? SUBTOTAL_DEFAULT_NAME : '');
  const base = {
    ...(existing ?? {}),
    jobDetailType: values.jobDetailType,
    name,
    description: values.description,
  };
  if (values.jobDetailType === 'Subtotal') return { ...base, priceDetail: null, jobServiceGroup: values.jobServiceGroup.trim() };
  const price = figure(values.price) ?? 0;
  const quantity = figure(values.quantity) ?? 1;
  const total = Number(lineTotal({ price: values.price.trim(), quantity: values.quantity.trim() }).toFixed());
  const priceDetail: JobDetailPrice = {
    ...(existing?.priceDetail ?? {}),
    price,
    quantity,
    total,
    nonTaxable: values.nonTaxable,
    ...(options.showCosts ? { cost: figure(values.cost), markup: figure(values.markup) } : {}),
  };
  const pricebook = values.jobDetailType === 'Service' || values.jobDetailType === 'Labor';
  const chosen = pricebook && options.pricebookItems.some((item) => item.context === values.pricebookItemContext) ? values.pricebookItemContext : null;
  return {
    ...base,
    priceDetail,
    pricebookItemIdentifier: pricebook ? chosen : (existing?.pricebookItemIdentifier ?? null),
    ...(values.jobDetailType === 'Service' ? { jobServiceGroup: values.jobServiceGroup.trim(), hours: figure(values.hours) } : {}),
  };
}

/** The fields a pricebook item fills when chosen (name, description, cost, markup, price, non-taxable). */
export function valuesFromPricebookItem(item: PricebookChoice, showCosts: boolean): Partial<JobDetailFormValues> {
  return {
    pricebookItemContext: item.context,
    name: item.name,
    description: item.description,
    price: String(item.price),
    nonTaxable: item.nonTaxable,
    ...(showCosts ? { cost: textOf(item.cost), markup: textOf(item.markup) } : {}),
  };
}
