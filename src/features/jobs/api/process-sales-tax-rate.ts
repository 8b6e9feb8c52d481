import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { salesTaxRateSchema, type ProcessSalesTaxRateRequest, type SalesTaxRate } from '@/lib/schemas/job-schemas';

/**
 * `POST Job/ProcessSalesTaxRate`: the sales tax rate of a service address. A failed lookup answers
 * normally with `didLookupSucceed: false` and its status (the editor shows the Sales Tax Error).
 */
export async function processSalesTaxRate(request: ProcessSalesTaxRateRequest): Promise<SalesTaxRate> {
  const response = await api.post(endpoints.job.processSalesTaxRate, request);
  return salesTaxRateSchema.parse(response.data);
}
