import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useCustomer } from '@/features/customers';
import type { SalesTaxRate } from '@/lib/schemas/job-schemas';
import { useSystemSettings } from '@/lib/system-settings/get-system-settings';
import { processSalesTaxRate } from '../api/process-sales-tax-rate';
import type { JobFormValues } from '../model/job-form';
import { appliesSalesTax, needsSalesTaxLookup, salesTaxError } from '../model/sales-tax';

export const NO_SALES_TAX_RATE: SalesTaxRate = {
  rate: 0,
  city: '',
  state: '',
  postalCode: '',
  didLookupExecute: false,
  didLookupSucceed: false,
  lookupStatus: null,
};

export interface SalesTaxState {
  /** The rate the totals use: the job's, or the last lookup's. */
  rate: SalesTaxRate;
  applyTax: boolean;
  /** Spec 2 §8 Sales Tax Error, on load or after a lookup that ran and failed. */
  error: { title: string; message: string } | null;
}

/**
 * Spec 2 §4: a change of the form's service address looks the sales tax rate up when the apply-tax
 * setting is on, the job has no tax override and the city, state or postal code differ from the
 * rate's. The lookup answers how it went; a failed one shows the Sales Tax Error.
 */
export function useSalesTaxRate(control: Control<JobFormValues>, jobContext: string | null, initial: SalesTaxRate): SalesTaxState {
  const settings = useSystemSettings();
  const applyTax = appliesSalesTax(settings.data);
  const customer = useWatch({ control, name: 'customer' });
  const taxOverride = useWatch({ control, name: 'taxOverride' });
  const record = useCustomer(customer.serviceCustomer?.context ?? null);
  const address = record.data?.addresses.find((candidate) => candidate.context === customer.serviceAddressContext) ?? null;
  const [rate, setRate] = useState<SalesTaxRate>(initial);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!address || !settings.data) return;
    if (!needsSalesTaxLookup({ applyTax, hasTaxOverride: taxOverride !== null, rate, address })) return;
    const key = `${address.context}|${address.city}|${address.state}|${address.postalCode}`;
    if (asked.current === key) return;
    asked.current = key;
    processSalesTaxRate({ context: jobContext, serviceAddressContext: address.context })
      .then((answer) => {
        if (asked.current === key) setRate(answer);
      })
      .catch(() => {
        // The API client has said why; the rate stays.
      });
  }, [address, applyTax, taxOverride, rate, jobContext, settings.data]);

  return { rate, applyTax, error: salesTaxError(rate) };
}
