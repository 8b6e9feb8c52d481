import type { JobDetailChangeMarker, JobDetailType } from '@/lib/job-calculations';

/**
 * A job detail as the job editor's form holds it (spec 3 §3 JobDetail and PriceDetail): a plain
 * object, the shape the jobs API carries, so the editor passes `job.jobDetailList` into its form as
 * it came and sends it back as it is. Money, quantities and percentages are JSON numbers; the
 * calculations read them as decimals (src/lib/job-calculations), never as binary floating point.
 */
export interface JobDetailPrice {
  /** Unit cost; absent for users without `JOB_COST_R` (the server leaves it out) and for lines without one. */
  cost?: number | null;
  /** Markup percent over cost (25 is 25 %); absent like cost. */
  markup?: number | null;
  price: number;
  quantity: number;
  /** Price × quantity, as the module computes it (the calculations never read it back). */
  total: number;
  nonTaxable: boolean;
}

/** What a job detail names of a document it is on (only whether the lists are empty matters here). */
export type JobDetailDocumentRef = unknown;

export interface JobDetailLine {
  /** The saved detail's context; absent (or null) on a line not saved yet. */
  context?: string | null;
  /** Identifies the line in the form, saved or not. */
  guid: string;
  /** A flat rate bundle's child line names its bundle here. */
  parentGuid?: string | null;
  jobDetailType: JobDetailType;
  /** Spec 3 §4 "Job detail change marker". */
  cud: JobDetailChangeMarker;
  name: string;
  description: string;
  /** 1-based; deleted lines are left out of the numbering. */
  order: number;
  /** The invoice the line is billed on (its context). */
  invoiceId?: string | null;
  /** That invoice's number, which the Invoice column shows. */
  invoiceNumber?: number | null;
  proposalIdentifierList?: readonly JobDetailDocumentRef[] | null;
  workOrderIdentifierList?: readonly JobDetailDocumentRef[] | null;
  invoiceIdentifierList?: readonly JobDetailDocumentRef[] | null;
  pricebookItemIdentifier?: string | null;
  pricebookBundleIdentifier?: string | null;
  /** A Subtotal line has none. */
  priceDetail: JobDetailPrice | null;
  jobServiceGroup?: string | null;
  hours?: number | null;
  /** An Item line's quantity already reconciled to inventory: its quantity cannot go below it (spec 3 §5). */
  quantityReconciled?: number;
}

/** The detail types a user adds and edits in the job detail editor (Bundle lines come from the pricebook). */
export const editableDetailTypes = ['Service', 'Labor', 'Item', 'Subtotal'] as const;
export type EditableDetailType = (typeof editableDetailTypes)[number];

export function isEditableDetailType(type: JobDetailType): type is EditableDetailType {
  return (editableDetailTypes as readonly string[]).includes(type);
}

/** A pricebook Service or Labor item offered by the editor's Pricebook select (spec 3 §2). */
export interface PricebookChoice {
  context: string;
  name: string;
  description: string;
  cost?: number | null;
  markup?: number | null;
  price: number;
  nonTaxable: boolean;
}

/**
 * What the job detail editor offers to fill a line from: the pricebook's active Service and Labor
 * items (spec 3 §7; absent or empty while no pricebook exists: free entry) and the company's labor
 * descriptions (system settings), offered on the Labor tab.
 */
export interface LineChoices {
  serviceItems?: readonly PricebookChoice[];
  laborItems?: readonly PricebookChoice[];
  laborDescriptions?: readonly string[];
}
