import { z } from 'zod';
import { markupPriceText } from '@/lib/job-calculations';
import { MARKUP_RANGE, UNIT_MONEY_RANGE } from '@/lib/schemas/job-detail-schemas';
import type { NumberRange } from '@/lib/schemas/number-schemas';
import {
  PRICEBOOK_DESCRIPTION_MAX,
  PRICEBOOK_NUMBER_MAX,
  REORDER_QUANTITY_RANGE,
  pricebookMessages,
  type PricebookImageUpload,
  type PricebookItemSaveRequest,
} from '@/lib/schemas/pricebook-request-schemas';
import { pricebookItemTypes, type PricebookItem, type PricebookItemType } from '@/lib/schemas/pricebook-schemas';
import { blank, figureIn, figureText, identifierOf, imagedRecordRequestFields, newSoldRecordValues, optionalFigure, pricebookNameSchema, soldRecordValues, type EditedRecord } from './pricebook-form-fields';
import { inventoryLevelInputs, inventoryRowIssues, inventoryRowOf, type InventoryRowValues } from './pricebook-inventory-rows';

/** The pricebook item editor's fields (spec 3 §2 "Pricebook item editor"), figures as text while typed. */
export interface PricebookItemFormValues {
  itemType: PricebookItemType;
  name: string;
  description: string;
  /** '' for none; only an Item has a vendor. */
  vendorIdentifier: string;
  /** '' for none. */
  categoryIdentifier: string;
  modelNumber: string;
  partNumber: string;
  cost: string;
  /** Percent over cost; while given, the price is worked out from cost and markup (read-only). */
  markup: string;
  price: string;
  reorderQuantity: string;
  nonTaxable: boolean;
  active: boolean;
  image: PricebookImageUpload | null;
  removeImage: boolean;
  /** The Quantities of an Item. */
  inventoryLevels: InventoryRowValues[];
}

/** The description a Labor item gets when Labor is chosen (spec 3 §4). */
export const LABOR_DESCRIPTION = 'Labor';

/** Vendor, Model Number, Part Number and the Quantities belong to an Item only. */
export function hasItemFields(type: PricebookItemType): boolean {
  return type === 'Item';
}

/** The title once a type is chosen: "Pricebook Service Editor". */
export function pricebookItemEditorTitle(type: PricebookItemType): string {
  return `Pricebook ${type} Editor`;
}

/** A new item of the type chosen: active, taxable; a Labor item's description is Labor. */
export function newPricebookItemValues(itemType: PricebookItemType): PricebookItemFormValues {
  return {
    ...newSoldRecordValues(),
    itemType,
    description: itemType === 'Labor' ? LABOR_DESCRIPTION : '',
    vendorIdentifier: '',
    modelNumber: '',
    partNumber: '',
    cost: '',
    markup: '',
    price: '',
    reorderQuantity: '',
    inventoryLevels: [],
  };
}

/** A saved item's fields, for editing it. */
export function pricebookItemValuesOf(item: PricebookItem): PricebookItemFormValues {
  return {
    ...soldRecordValues(item),
    itemType: item.itemType,
    vendorIdentifier: item.vendorIdentifier ?? '',
    modelNumber: item.modelNumber,
    partNumber: item.partNumber,
    cost: figureText(item.cost),
    markup: figureText(item.markup),
    price: String(item.price),
    reorderQuantity: figureText(item.reorderQuantity),
    inventoryLevels: item.inventoryLevels.map(inventoryRowOf),
  };
}

/**
 * The fields choosing a type changes (spec 3 §4 "Pricebook item"): Service clears vendor, model and
 * part number; Labor also sets the description to Labor; Item changes nothing.
 */
export function typeChangeValues(type: PricebookItemType): Partial<PricebookItemFormValues> {
  if (type === 'Item') return { itemType: type };
  const cleared = { itemType: type, vendorIdentifier: '', modelNumber: '', partNumber: '' };
  return type === 'Labor' ? { ...cleared, description: LABOR_DESCRIPTION } : cleared;
}

const textWithin = (max: number, message: string) => z.string().refine((value) => value.trim().length <= max, message);

export const pricebookItemFormSchema = z
  .object({
    itemType: z.enum(pricebookItemTypes, { error: pricebookMessages.itemTypeRequired }),
    name: pricebookNameSchema,
    description: textWithin(PRICEBOOK_DESCRIPTION_MAX, pricebookMessages.descriptionTooLong),
    vendorIdentifier: z.string(),
    categoryIdentifier: z.string(),
    modelNumber: textWithin(PRICEBOOK_NUMBER_MAX, pricebookMessages.modelNumberTooLong),
    partNumber: textWithin(PRICEBOOK_NUMBER_MAX, pricebookMessages.partNumberTooLong),
    cost: z.string(),
    markup: z.string(),
    price: z.string(),
    reorderQuantity: z.string(),
    nonTaxable: z.boolean(),
    active: z.boolean(),
    image: z.custom<PricebookImageUpload | null>(),
    removeImage: z.boolean(),
    inventoryLevels: z.array(z.custom<InventoryRowValues>()),
  })
  .superRefine((values, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const optional = (path: 'cost' | 'markup' | 'reorderQuantity', range: NumberRange, message: string) => {
      if (!blank(values[path]) && figureIn(values[path], range) === null) issue([path], message);
    };
    optional('cost', UNIT_MONEY_RANGE, pricebookMessages.costInvalid);
    optional('markup', MARKUP_RANGE, pricebookMessages.markupInvalid);
    optional('reorderQuantity', REORDER_QUANTITY_RANGE, pricebookMessages.reorderQuantityInvalid);
    if (blank(values.price)) issue(['price'], pricebookMessages.priceRequired);
    else if (figureIn(values.price, UNIT_MONEY_RANGE) === null) issue(['price'], pricebookMessages.priceInvalid);
    if (!hasItemFields(values.itemType)) return;
    for (const row of inventoryRowIssues(values.inventoryLevels)) issue(['inventoryLevels', row.index, row.field], row.message);
  });

/**
 * `PricebookItem/Create` or `Update` from the editor's (valid) values. A Service or Labor item sends
 * no vendor, model or part number and no inventory changes; with a markup the price is cost plus the
 * markup percentage, to the cent (the server works it out the same way).
 */
export function pricebookItemRequest(values: PricebookItemFormValues, editing: EditedRecord | null): PricebookItemSaveRequest {
  const itemFields = hasItemFields(values.itemType);
  const computed = markupPriceText(values.cost, values.markup);
  const price = computed.price ?? values.price;
  return {
    ...imagedRecordRequestFields(values, editing),
    description: values.description.trim(),
    itemType: values.itemType,
    vendorIdentifier: itemFields ? identifierOf(values.vendorIdentifier) : null,
    categoryIdentifier: identifierOf(values.categoryIdentifier),
    modelNumber: itemFields ? values.modelNumber.trim() : '',
    partNumber: itemFields ? values.partNumber.trim() : '',
    cost: optionalFigure(values.cost),
    markup: optionalFigure(values.markup),
    price: optionalFigure(price),
    reorderQuantity: optionalFigure(values.reorderQuantity),
    nonTaxable: values.nonTaxable,
    inventoryLevels: itemFields ? inventoryLevelInputs(values.inventoryLevels) : [],
  };
}
