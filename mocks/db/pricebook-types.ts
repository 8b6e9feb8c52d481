import type { BundlePricingDisplay, PricebookEntityType } from '../../src/lib/schemas/pricebook-schemas';

/**
 * The pricebook's records besides its items (spec 3 §3 PricebookBundle, PricebookCategory, Vendor,
 * PricebookFavorite), the stock of items on resources and what jobs reconciled of it, and the
 * resources themselves. Money is rounded to cents; markups are percents.
 */

/** An item of a bundle and how many of it the bundle holds. */
export interface MockBundleItem {
  itemContext: string;
  quantity: number;
}

export interface MockPricebookBundle {
  context: string;
  active: boolean;
  name: string;
  description: string;
  pricingDisplay: BundlePricingDisplay;
  categoryContext: string | null;
  nonTaxable: boolean;
  markup: number | null;
  items: MockBundleItem[];
  imageGuid: string | null;
  dateCreated: string;
  dateModified: string;
  version: number;
}

export interface MockPricebookCategory {
  context: string;
  active: boolean;
  name: string;
  /** `null` at the top of the tree. */
  parentContext: string | null;
  markup: number | null;
  imageGuid: string | null;
  dateCreated: string;
  dateModified: string;
  version: number;
}

/** A pricebook vendor: where an item is bought (not a supplier of the supplier list). */
export interface MockPricebookVendor {
  context: string;
  active: boolean;
  name: string;
  markup: number | null;
  dateCreated: string;
  dateModified: string;
  version: number;
}

/** A user's favorite: one bundle, category, item or vendor. */
export interface MockPricebookFavorite {
  context: string;
  userId: string;
  entityType: PricebookEntityType;
  targetContext: string;
  dateCreated: string;
}

/** The stock of an item on a resource; `quantity` is what is on hand there now. */
export interface MockInventoryLevel {
  context: string;
  itemContext: string;
  resourceContext: string;
  quantity: number;
  dateCreated: string;
}

/** What a job's Item detail took from a stock level (already subtracted from the level). */
export interface MockReconciliation {
  context: string;
  jobContext: string;
  jobDetailContext: string;
  levelContext: string;
  quantity: number;
}

/** An image of an item, bundle or category, served by `GetImage/{guid}`. */
export interface MockPricebookImage {
  guid: string;
  contentType: string;
  base64: string;
}

/** An attribute's value on a resource: which attribute of the resource's type, and what it says. */
export interface MockResourceAttributeValue {
  attributeContext: string;
  value: string;
}

/** Equipment, a vehicle or a place that holds stock (spec 3 §3 Resource). */
export interface MockResource {
  context: string;
  name: string;
  /** Sanitized rich text (HTML), '' for none. */
  description: string;
  active: boolean;
  /** A ResourceType picklist context. */
  resourceTypeContext: string | null;
  /** A personnel context, or null when not assigned. */
  assignedToContext: string | null;
  /** A company location (`locations`) context, or null. */
  locationContext: string | null;
  /** `yyyy-MM-dd` the resource was issued to its person, or null. */
  dateIssued: string | null;
  attributes: MockResourceAttributeValue[];
  dateCreated: string;
  dateModified: string;
  version: number;
}
