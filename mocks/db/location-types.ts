import type { Address, Email, Telephone } from '../../src/lib/schemas/common-schemas';

/** A place the company works from: office, shop, warehouse, depot (spec 1 §3 Location). */
export interface MockLocation {
  context: string;
  active: boolean;
  name: string;
  address: Address | null;
  emailList: Email[];
  telephoneList: Telephone[];
  /** ISO date-time. */
  dateCreated: string;
  /** ISO date-time. */
  dateModified: string;
  /** Increases with every update; an update sent with another version is refused with 409. */
  version: number;
}

/** A company the business buys from or subcontracts to (spec 1 §3 Supplier). */
export interface MockSupplier {
  context: string;
  active: boolean;
  name: string;
  /** A SupplierType picklist context; the text comes from the picklist. */
  supplierTypeContext: string | null;
  webSiteAddress: string;
  notes: string;
  address: Address | null;
  emailList: Email[];
  telephoneList: Telephone[];
  dateCreated: string;
  dateModified: string;
  version: number;
}
