import { z } from 'zod';
import type { PricebookVendorSaveRequest } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookVendor } from '@/lib/schemas/pricebook-schemas';
import { figureText, markupTextSchema, optionalFigure, pricebookNameSchema, recordRequestFields, type EditedRecord } from './pricebook-form-fields';

/** The vendor editor's fields (spec 3 §2: name and markup; Active). */
export interface PricebookVendorFormValues {
  name: string;
  markup: string;
  active: boolean;
}

export const pricebookVendorFormSchema = z.object({ name: pricebookNameSchema, markup: markupTextSchema, active: z.boolean() });

export function newPricebookVendorValues(): PricebookVendorFormValues {
  return { name: '', markup: '', active: true };
}

export function pricebookVendorValuesOf(vendor: PricebookVendor): PricebookVendorFormValues {
  return { name: vendor.name, markup: figureText(vendor.markup), active: vendor.active };
}

export function pricebookVendorRequest(values: PricebookVendorFormValues, editing: EditedRecord | null): PricebookVendorSaveRequest {
  return { ...recordRequestFields(values, editing), markup: optionalFigure(values.markup) };
}
