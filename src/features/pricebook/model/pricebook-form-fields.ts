import { z } from 'zod';
import { parseDecimal, toPlainText } from '@/lib/job-calculations';
import { MARKUP_RANGE } from '@/lib/schemas/job-detail-schemas';
import { isNumberInRange, type NumberRange } from '@/lib/schemas/number-schemas';
import { PRICEBOOK_NAME_MAX, pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookEntityType, PricebookOption } from '@/lib/schemas/pricebook-schemas';
import { noImageChange, type PricebookImageValue } from './pricebook-image-value';

/**
 * What the four pricebook editors share: figures typed as text, the select of a category or vendor,
 * the markup a category or vendor offers, the saved toasts (spec 3 §7, §8), and the fields every
 * save request has.
 */

export const blank = (text: string) => text.trim() === '';

/** The number a field's text stands for when it is a plain decimal within `range`; `null` otherwise. */
export function figureIn(text: string, range: NumberRange): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const number = Number(toPlainText(value));
  return isNumberInRange(number, range) ? number : null;
}

/** A checked field's number; `null` when it is blank (the form's schema has checked the range). */
export function optionalFigure(text: string): number | null {
  const value = blank(text) ? null : parseDecimal(text);
  return value === null ? null : Number(toPlainText(value));
}

/** A stored figure as the field's text: '' for none. */
export const figureText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Name: required, at most 200 characters (spec 3 §5). */
export const pricebookNameSchema = z
  .string()
  .refine((value) => !blank(value), pricebookMessages.nameRequired)
  .refine((value) => value.trim().length <= PRICEBOOK_NAME_MAX, pricebookMessages.nameTooLong);

/** Markup %: blank, or a percent from 0 to 10,000. */
export const markupTextSchema = z.string().refine((value) => blank(value) || figureIn(value, MARKUP_RANGE) !== null, pricebookMessages.markupInvalid);

/** A select's value as the request's identifier: '' is none. */
export const identifierOf = (value: string) => (value === '' ? null : value);

/**
 * The options of a category or vendor select: the list's, plus the record's own choice when the list
 * lacks it (an inactive vendor), so the select still shows what the record has.
 */
export function optionsWithCurrent(options: readonly PricebookOption[] | undefined, current: { context: string | null; name: string | null }): PricebookOption[] {
  const list = [...(options ?? [])];
  if (current.context && !list.some((option) => option.context === current.context)) {
    list.push({ context: current.context, name: current.name ?? 'Unknown', markup: null });
  }
  return list;
}

/**
 * The markup a chosen category or vendor offers the item (spec 3 §2 item editor): its markup, as the
 * field's text, when it has one and the item has none yet; `null` when nothing is offered.
 */
export function offeredMarkup(currentMarkup: string, chosen: PricebookOption | undefined): string | null {
  if (!blank(currentMarkup) || !chosen || chosen.markup === null) return null;
  return String(chosen.markup);
}

/** Spec 3 §7, §8: "Pricebook Item created.", "Pricebook Vendor updated.". */
export function pricebookSavedMessage(type: PricebookEntityType, created: boolean): string {
  return `Pricebook ${type} ${created ? 'created' : 'updated'}.`;
}

/** A saved record's identity for an update; `null` when creating. */
export interface EditedRecord {
  context: string;
  version: number;
}

/** The `context` and `version` of a save request. */
export function savedRecordFields(editing: EditedRecord | null): { context: string | null; version: number | null } {
  return { context: editing?.context ?? null, version: editing?.version ?? null };
}

/** A loaded item's, bundle's or category's Name and Active as its editor starts from them, with no image change. */
export function imagedRecordValues(record: { name: string; active: boolean }): { name: string; active: boolean } & PricebookImageValue {
  return { name: record.name, active: record.active, ...noImageChange };
}

/** What an item's and a bundle's fields share: name, description, category, Active, taxability and the image. */
export interface SoldRecordValues extends PricebookImageValue {
  name: string;
  description: string;
  /** '' for none. */
  categoryIdentifier: string;
  active: boolean;
  nonTaxable: boolean;
}

/** A new item or bundle: active and taxable, in no category. */
export function newSoldRecordValues(): SoldRecordValues {
  return { name: '', description: '', categoryIdentifier: '', active: true, nonTaxable: false, ...noImageChange };
}

/** A saved item's or bundle's shared fields, for editing it. */
export function soldRecordValues(record: { name: string; description: string; categoryIdentifier: string | null; active: boolean; nonTaxable: boolean }): SoldRecordValues {
  return { ...imagedRecordValues(record), description: record.description, categoryIdentifier: record.categoryIdentifier ?? '', nonTaxable: record.nonTaxable };
}

/** What every editor's save request takes from its values: the identity, Active and the trimmed Name. */
export function recordRequestFields(values: { active: boolean; name: string }, editing: EditedRecord | null) {
  return { ...savedRecordFields(editing), active: values.active, name: values.name.trim() };
}

/** The same and the image of an item, bundle or category: a new upload, and the removal only when editing. */
export function imagedRecordRequestFields(values: { active: boolean; name: string } & PricebookImageValue, editing: EditedRecord | null) {
  return { ...recordRequestFields(values, editing), image: values.image, removeImage: editing ? values.removeImage : false };
}
