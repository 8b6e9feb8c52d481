import type { Big } from 'big.js';
import type { DecimalInput } from './decimal';

/**
 * What the job calculations read, shaped like the API's job (spec 3 §3 Job, JobDetail, PriceDetail,
 * Discount, Tax override), so a job from the server, a job in the editor's form and a job in the
 * mock's store can be passed as they are. Money, quantities and percentages are `DecimalInput`s:
 * JSON numbers as the API carries them, decimal strings as forms hold them, or big.js values.
 */

/** Spec 3 §3 JobDetail.jobDetailType. */
export type JobDetailType = 'Service' | 'Labor' | 'Item' | 'Subtotal' | 'Bundle';

/** Spec 3 §3 JobDetail.cud and §4 "Job detail change marker": rows marked Delete are hidden and not counted. */
export type JobDetailChangeMarker = 'None' | 'Create' | 'Update' | 'Delete';

/** Spec 3 §3 PriceDetail. */
export interface PriceDetailInput {
  /** Unit cost; optional. */
  cost?: DecimalInput | null;
  /** Markup percent over cost (25 is 25 %); optional. */
  markup?: DecimalInput | null;
  /** Unit price. */
  price: DecimalInput;
  quantity: DecimalInput;
  /**
   * The stored total is not read: a line's total is always price × quantity (spec 3 §2 "Price
   * detail", §4 "Accepting the cart"), computed here, so a stale or rounded stored total cannot
   * change the job's figures.
   */
  total?: DecimalInput | null;
  nonTaxable: boolean;
}

/** Spec 3 §3 JobDetail: the fields the calculations read. */
export interface JobDetailInput {
  /** The saved detail's context (absent on a new row); what a selection of details names. */
  context?: string | null;
  guid?: string | null;
  /** Set on a bundle's child rows: they are inside their bundle's total, never counted on their own. */
  parentGuid?: string | null;
  jobDetailType: JobDetailType;
  /** Absent is `None`. */
  cud?: JobDetailChangeMarker | null;
  /** A Subtotal row may have no price detail; a row without one counts 0. */
  priceDetail?: PriceDetailInput | null;
}

export type DiscountType = 'Amount' | 'Percentage';

/** Spec 3 §3 Discount (the job's discount): an amount in dollars or a percentage (10 is 10 %). */
export interface DiscountInput {
  discountType: DiscountType;
  value: DecimalInput;
}

/** Spec 3 §3 Tax override: the rate in percent (8.25 is 8.25 %), as the dialog's "Tax Rate %" takes it. */
export interface TaxOverrideInput {
  taxRate: DecimalInput;
}

/** Everything the job's totals depend on. */
export interface JobCalculationInput {
  /** The job's details in list order (spec 3 §3 Job.jobDetailList). */
  jobDetailList: readonly JobDetailInput[];
  discount?: DiscountInput | null;
  taxOverride?: TaxOverrideInput | null;
  /**
   * The looked-up sales tax rate of the service address as a fraction (0.0775 is 7.75 %), as spec 3
   * §3 Job.salesTaxRate has it. Used only when there is no override and `applySalesTax` is on.
   */
  salesTaxRate?: DecimalInput | null;
  /** The apply-tax system setting. */
  applySalesTax: boolean;
  /**
   * Contexts of the selected details (a document made from some of the job's details). `null`,
   * absent or empty means every detail: with nothing selected, all details are used (spec 3 §5).
   */
  selectedContexts?: readonly string[] | null;
}

/** Where the job's tax rate comes from (spec 3 §9 "Tax rate"). */
export type TaxRateSource = 'override' | 'salesTax' | 'none';

/** Figures rounded half up to cents, as text with two decimals ("244.05"): for display. */
export interface JobTotalsInCents {
  cost: string;
  subtotal: string;
  discount: string;
  taxableAmount: string;
  tax: string;
  total: string;
}

/**
 * Spec 3 §3 "Calculation result": cost, subtotal, discount, taxRate, taxableAmount, tax, total. The
 * `Big` figures are exact (never rounded); `cents` has them rounded for display.
 */
export interface JobTotals {
  /** Σ unit cost × quantity of the counted details. */
  cost: Big;
  subtotal: Big;
  /** The discount as a positive amount; the total adds its negative. */
  discount: Big;
  /** The tax rate as shown: a percent (8.25). */
  taxRate: Big;
  /** The tax rate as applied: the percent divided by 100 at 6 decimal places (0.0825). */
  appliedTaxRate: Big;
  taxRateSource: TaxRateSource;
  taxableAmount: Big;
  tax: Big;
  total: Big;
  /** The discount is above the subtotal, so subtotal, taxable amount, tax and total are zero. */
  discountExceedsSubtotal: boolean;
  cents: JobTotalsInCents;
}

/** The money figures a job document stores (proposal, work order, invoice): JSON numbers in cents. */
export interface DocumentTotalsFigures {
  cost: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}
