import type { StoredSalesTaxRate } from './types';

/**
 * The demo's sales tax lookup (DESIGN §4: simulated inside the mock), deterministic by postal code:
 * Oregon has no sales tax; Washington addresses pay the combined state and local rate of their
 * area. One postal code always fails, so the editor's "Sales Tax Error" can be seen.
 */

/** A lookup for this postal code fails with `SALES_TAX_FAILURE_STATUS` (the tax service is unavailable). */
export const SALES_TAX_FAILING_POSTAL_CODE = '98999';
export const SALES_TAX_FAILURE_STATUS = 503;

/** Combined rates (fractions) of the seed's Washington postal codes: Vancouver and Clark County. */
export const washingtonRates: Readonly<Record<string, number>> = {
  '98660': 0.0775,
  '98661': 0.0775,
  '98662': 0.0775,
  '98663': 0.0775,
  '98664': 0.0775,
  '98665': 0.0775,
  '98682': 0.0775,
  '98683': 0.0775,
  '98684': 0.0775,
  '98685': 0.0775,
  '98686': 0.0775,
  '98607': 0.0785, // Camas
  '98671': 0.0785, // Washougal
  '98604': 0.077, // Battle Ground
  '98642': 0.077, // Ridgefield
};
/** Elsewhere in Washington: the state rate alone. */
export const WASHINGTON_STATE_RATE = 0.065;

export interface TaxAddress {
  city: string;
  state: string;
  postalCode: string;
}

/** No lookup ran (no service address): rate 0. */
export function noSalesTaxLookup(address: TaxAddress | null = null): StoredSalesTaxRate {
  return {
    rate: 0,
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    didLookupExecute: false,
    didLookupSucceed: false,
    lookupStatus: null,
  };
}

/** The looked-up rate of an address (a lookup always runs for an address). */
export function lookupSalesTax(address: TaxAddress): StoredSalesTaxRate {
  const postalCode = address.postalCode.trim();
  const zip5 = postalCode.slice(0, 5);
  const state = address.state.trim().toUpperCase();
  const base = { city: address.city.trim(), state: address.state.trim(), postalCode, didLookupExecute: true };
  if (zip5 === SALES_TAX_FAILING_POSTAL_CODE) return { ...base, rate: 0, didLookupSucceed: false, lookupStatus: SALES_TAX_FAILURE_STATUS };
  const rate = state === 'WA' ? (washingtonRates[zip5] ?? WASHINGTON_STATE_RATE) : 0;
  return { ...base, rate, didLookupSucceed: true, lookupStatus: 200 };
}

/** Whether the stored lookup was for another city, state or postal code (spec 2 §4: then it runs again). */
export function taxAddressChanged(stored: StoredSalesTaxRate, address: TaxAddress | null): boolean {
  if (!address) return stored.didLookupExecute;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return !stored.didLookupExecute || !same(stored.city, address.city) || !same(stored.state, address.state) || !same(stored.postalCode, address.postalCode);
}

/** The sales tax of a job at `address`: a lookup, or none without an address. */
export function salesTaxFor(address: TaxAddress | null): StoredSalesTaxRate {
  return address ? lookupSalesTax(address) : noSalesTaxLookup();
}
