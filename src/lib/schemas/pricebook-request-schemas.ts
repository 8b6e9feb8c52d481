import { z } from 'zod';
import { isNumberInRange, type NumberRange } from './number-schemas';
import { trimmedTextSchema } from './editor-schemas';
import { MARKUP_RANGE, UNIT_MONEY_RANGE } from './job-detail-schemas';
import { bundlePricingDisplays, pricebookItemTypes } from './pricebook-schemas';

/**
 * What the pricebook's editors and actions send (spec 3 §5 validation, §7 calls). The client's
 * forms and the mock backend check the same rules with the same words.
 */

export const PRICEBOOK_NAME_MAX = 200;
export const PRICEBOOK_DESCRIPTION_MAX = 4000;
export const PRICEBOOK_NUMBER_MAX = 100;
/** Spec 3 §9: an inventory quantity is 1 to 99999. */
export const INVENTORY_QUANTITY_RANGE: NumberRange = { min: 1, max: 99_999, decimals: 0 };
export const REORDER_QUANTITY_RANGE: NumberRange = { min: 0, max: 99_999, decimals: 0 };
/** Spec 3 §9: jpg, jpeg or png, at most 5 MB. */
export const PRICEBOOK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRICEBOOK_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PRICEBOOK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** A bundle item's quantity: 1 to 9,999 whole. */
export const BUNDLE_ITEM_QUANTITY_RANGE: NumberRange = { min: 1, max: 9_999, decimals: 0 };

export const pricebookMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be more than ${PRICEBOOK_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot be more than ${PRICEBOOK_DESCRIPTION_MAX} characters.`,
  modelNumberTooLong: `Model Number cannot be more than ${PRICEBOOK_NUMBER_MAX} characters.`,
  partNumberTooLong: `Part Number cannot be more than ${PRICEBOOK_NUMBER_MAX} characters.`,
  itemTypeRequired: 'Type is required.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be a number from -9,999,999.9999 to 9,999,999.9999.',
  costInvalid: 'Cost must be a number from -9,999,999.9999 to 9,999,999.9999.',
  markupInvalid: 'Markup must be a number from 0 to 10,000.',
  reorderQuantityInvalid: 'Reorder Quantity must be a whole number from 0 to 99999.',
  quantityRequired: 'Quantity is required.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 99999.',
  resourceRequired: 'Choose where the stock is kept.',
  duplicateResource: 'Each resource can hold only one quantity row of an item.',
  imageType: 'Only jpg, jpeg and png images can be uploaded.',
  imageTooLarge: 'The image cannot be larger than 5 MB.',
  unknownVendor: 'The vendor was not found.',
  unknownCategory: 'The category was not found.',
  unknownResource: 'The resource was not found.',
  /** Spec 3 §5. */
  bundleNeedsItems: 'A bundle must contain at least one item.',
  bundleQuantityInvalid: 'Quantity must be a whole number from 1 to 9999.',
  unknownBundleItem: 'An item of the bundle was not found.',
  invalidParent: 'A category cannot be placed under itself or one of its subcategories.',
  /** Spec 3 §5, §8. */
  batchCategoryRequired: 'Category Selection - Please select a category to assign to the selected pricebook items.',
  batchNothingSelected: 'Select at least one pricebook item.',
  contextRequired: 'A pricebook context is required.',
  favoriteTarget: 'A favorite names exactly one bundle, category, item or vendor.',
  itemInBundle: (bundles: string) => `The item is part of these bundles and cannot be deleted until it is removed from them: ${bundles}.`,
} as const;

const inRange = (range: NumberRange, message: string) => z.number({ error: message }).refine((value) => isNumberInRange(value, range), message);

const nameSchema = trimmedTextSchema(PRICEBOOK_NAME_MAX, { required: pricebookMessages.nameRequired, tooLong: pricebookMessages.nameTooLong });
const descriptionSchema = trimmedTextSchema(PRICEBOOK_DESCRIPTION_MAX, { tooLong: pricebookMessages.descriptionTooLong });

/** An uploaded image: its name, type and bytes in base64 (spec 3 §3 `image`). */
export const pricebookImageUploadSchema = z
  .object({ fileName: z.string().min(1), contentType: z.string(), base64: z.string().min(1) })
  .refine((image) => isPricebookImageName(image.fileName) && (PRICEBOOK_IMAGE_TYPES as readonly string[]).includes(image.contentType), pricebookMessages.imageType)
  .refine((image) => Math.floor((image.base64.length * 3) / 4) <= PRICEBOOK_IMAGE_MAX_BYTES + 2, pricebookMessages.imageTooLarge);
export type PricebookImageUpload = z.infer<typeof pricebookImageUploadSchema>;

export function isPricebookImageName(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (PRICEBOOK_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** What every editor of the pricebook sends about its record: `context` and `version` null when creating. */
const savedRecordSchema = z.object({ context: z.string().min(1).nullable(), version: z.number().int().nullable() });

/** Image fields of a save: a new image, or `removeImage` to drop the stored one; neither keeps it. */
const imageFieldsSchema = z.object({ image: pricebookImageUploadSchema.nullable(), removeImage: z.boolean() });

/** What every entry's save names: Active and Name. */
const recordFields = { active: z.boolean(), name: nameSchema };

/** An item's, bundle's or category's save: its identity, the image fields, Active and Name. */
const imagedRecordSchema = savedRecordSchema.extend({ ...imageFieldsSchema.shape, ...recordFields });

export const inventoryChangeMarkers = ['None', 'Create', 'Update', 'Delete'] as const;
export type InventoryChangeMarker = (typeof inventoryChangeMarkers)[number];

/** What a stored level may hold: reconciling to jobs can take its stock down to 0. */
const STORED_QUANTITY_RANGE: NumberRange = { ...INVENTORY_QUANTITY_RANGE, min: 0 };

/**
 * A quantity row of the item editor (spec 3 §4 "Pricebook item": create, update and delete
 * markers). A Create or Update row's quantity is 1 to 99999; a row sent unchanged (None) or
 * deleted carries the level's stock as it is, which may be 0.
 */
export const inventoryLevelInputSchema = z
  .object({
    context: z.string().nullable(),
    quantity: inRange(STORED_QUANTITY_RANGE, pricebookMessages.quantityInvalid),
    resourceIdentifier: z.string({ error: pricebookMessages.resourceRequired }).min(1, pricebookMessages.resourceRequired),
    cud: z.enum(inventoryChangeMarkers),
  })
  .refine((row) => row.cud === 'None' || row.cud === 'Delete' || isNumberInRange(row.quantity, INVENTORY_QUANTITY_RANGE), {
    message: pricebookMessages.quantityInvalid,
    path: ['quantity'],
  });
export type InventoryLevelInput = z.infer<typeof inventoryLevelInputSchema>;

/**
 * `PricebookItem/Create` and `Update`. With a markup and a cost the server sets the price from them
 * (cost plus the markup percentage, to the cent); a markup without a cost leaves no price (400).
 */
export const pricebookItemSaveRequestSchema = imagedRecordSchema.extend({
  description: descriptionSchema,
  itemType: z.enum(pricebookItemTypes, { error: pricebookMessages.itemTypeRequired }),
  vendorIdentifier: z.string().nullable(),
  categoryIdentifier: z.string().nullable(),
  modelNumber: trimmedTextSchema(PRICEBOOK_NUMBER_MAX, { tooLong: pricebookMessages.modelNumberTooLong }),
  partNumber: trimmedTextSchema(PRICEBOOK_NUMBER_MAX, { tooLong: pricebookMessages.partNumberTooLong }),
  cost: inRange(UNIT_MONEY_RANGE, pricebookMessages.costInvalid).nullable(),
  markup: inRange(MARKUP_RANGE, pricebookMessages.markupInvalid).nullable(),
  price: inRange(UNIT_MONEY_RANGE, pricebookMessages.priceInvalid).nullable(),
  reorderQuantity: inRange(REORDER_QUANTITY_RANGE, pricebookMessages.reorderQuantityInvalid).nullable(),
  nonTaxable: z.boolean(),
  inventoryLevels: z.array(inventoryLevelInputSchema),
});
export type PricebookItemSaveRequest = z.infer<typeof pricebookItemSaveRequestSchema>;

/** `PricebookBundle/Create` and `Update`. */
export const pricebookBundleSaveRequestSchema = imagedRecordSchema.extend({
  description: descriptionSchema,
  pricingDisplay: z.enum(bundlePricingDisplays),
  categoryIdentifier: z.string().nullable(),
  nonTaxable: z.boolean(),
  items: z
    .array(z.object({ pricebookItemIdentifier: z.string().min(1), quantity: inRange(BUNDLE_ITEM_QUANTITY_RANGE, pricebookMessages.bundleQuantityInvalid) }))
    .min(1, pricebookMessages.bundleNeedsItems),
});
export type PricebookBundleSaveRequest = z.infer<typeof pricebookBundleSaveRequestSchema>;

/** `PricebookCategory/Create` and `Update`. */
export const pricebookCategorySaveRequestSchema = imagedRecordSchema.extend({
  parentPricebookCategoryIdentifier: z.string().nullable(),
  markup: inRange(MARKUP_RANGE, pricebookMessages.markupInvalid).nullable(),
});
export type PricebookCategorySaveRequest = z.infer<typeof pricebookCategorySaveRequestSchema>;

/** `PricebookVendor/Create` and `Update`. */
export const pricebookVendorSaveRequestSchema = savedRecordSchema.extend({
  ...recordFields,
  markup: inRange(MARKUP_RANGE, pricebookMessages.markupInvalid).nullable(),
});
export type PricebookVendorSaveRequest = z.infer<typeof pricebookVendorSaveRequestSchema>;

/** `PricebookItem/UpdateName` (the item table's inline rename). */
export const pricebookUpdateNameRequestSchema = z.object({ context: z.string().min(1, pricebookMessages.contextRequired), name: nameSchema });
export type PricebookUpdateNameRequest = z.infer<typeof pricebookUpdateNameRequestSchema>;

/** `PricebookItem/BatchUpdate`: put the items in a category. */
export const pricebookBatchUpdateRequestSchema = z.object({
  contextList: z.array(z.string().min(1)).min(1, pricebookMessages.batchNothingSelected),
  category: z.string({ error: pricebookMessages.batchCategoryRequired }).min(1, pricebookMessages.batchCategoryRequired),
});
export type PricebookBatchUpdateRequest = z.infer<typeof pricebookBatchUpdateRequestSchema>;

/** `PricebookItem/BatchDelete`. */
export const pricebookBatchDeleteRequestSchema = z.object({ contextList: z.array(z.string().min(1)).min(1, pricebookMessages.batchNothingSelected) });
export type PricebookBatchDeleteRequest = z.infer<typeof pricebookBatchDeleteRequestSchema>;

/** `PricebookFavorite/Create`: exactly one identifier. */
export const pricebookFavoriteCreateRequestSchema = z
  .object({
    bundleIdentifier: z.string().min(1).optional(),
    categoryIdentifier: z.string().min(1).optional(),
    itemIdentifier: z.string().min(1).optional(),
    vendorIdentifier: z.string().min(1).optional(),
  })
  .refine((body) => Object.values(body).filter(Boolean).length === 1, pricebookMessages.favoriteTarget);
export type PricebookFavoriteCreateRequest = z.infer<typeof pricebookFavoriteCreateRequestSchema>;
