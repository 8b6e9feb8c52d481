/**
 * Resources' own records besides the resource itself (pricebook-types.ts `MockResource`): the
 * attributes a resource type offers (spec 3 §7 "Resource attribute getByResourceType") and the
 * maintenance log (spec 3 §3 Resource maintenance). Money is rounded to cents.
 */

/** An attribute a resource of a type may carry, such as "License Plate" for a Service Truck. */
export interface MockResourceAttribute {
  context: string;
  /** A ResourceType picklist context. */
  resourceTypeContext: string;
  name: string;
  active: boolean;
}

/** One entry of a resource's maintenance log. */
export interface MockResourceMaintenance {
  context: string;
  resourceContext: string;
  /** ISO date-time the work was done. */
  date: string;
  description: string;
  /** Cents-rounded dollars, or null when not given. */
  cost: number | null;
  /** A personnel context, or null. */
  performedByContext: string | null;
  dateCreated: string;
  dateModified: string;
}
