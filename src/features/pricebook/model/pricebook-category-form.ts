import { z } from 'zod';
import type { PricebookCategorySaveRequest, PricebookImageUpload } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookCategory } from '@/lib/schemas/pricebook-schemas';
import { figureText, identifierOf, imagedRecordRequestFields, imagedRecordValues, markupTextSchema, optionalFigure, pricebookNameSchema, type EditedRecord } from './pricebook-form-fields';
import { noImageChange } from './pricebook-image-value';

/** The separator of a category's path (spec 3 §2 "displayName shown as a path with > separators"). */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/** The category editor's fields (spec 3 §2 "Category and vendor editors"). */
export interface PricebookCategoryFormValues {
  name: string;
  /** '' for the top level. */
  parentIdentifier: string;
  markup: string;
  /** Not shown: kept as loaded (a new category is active). */
  active: boolean;
  image: PricebookImageUpload | null;
  removeImage: boolean;
}

export const pricebookCategoryFormSchema = z.object({
  name: pricebookNameSchema,
  parentIdentifier: z.string(),
  markup: markupTextSchema,
  active: z.boolean(),
  image: z.custom<PricebookImageUpload | null>(),
  removeImage: z.boolean(),
});

export function newPricebookCategoryValues(): PricebookCategoryFormValues {
  return { name: '', parentIdentifier: '', markup: '', active: true, ...noImageChange };
}

export function pricebookCategoryValuesOf(category: PricebookCategory): PricebookCategoryFormValues {
  return { ...imagedRecordValues(category), parentIdentifier: category.parentPricebookCategoryIdentifier ?? '', markup: figureText(category.markup) };
}

/**
 * The path the category will have: its parent's path (a category option's name is its path) and
 * the typed name, joined with " > " ("Heating > Furnaces > Gas Furnaces"); `null` while there is
 * neither.
 */
export function categoryPathText(name: string, parentPath: string | null): string | null {
  const parts = [parentPath ?? '', name.trim()].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(CATEGORY_PATH_SEPARATOR);
}

export function pricebookCategoryRequest(values: PricebookCategoryFormValues, editing: EditedRecord | null): PricebookCategorySaveRequest {
  return {
    ...imagedRecordRequestFields(values, editing),
    parentPricebookCategoryIdentifier: identifierOf(values.parentIdentifier),
    markup: optionalFigure(values.markup),
  };
}
