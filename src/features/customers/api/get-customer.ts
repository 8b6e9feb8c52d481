import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { customerSchema } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/** `GET Customer/GetByContext?context=…`: the whole customer with addresses, contacts and job defaults. */
const customerDetail = recordDetail({ endpoint: endpoints.customer.get, schema: customerSchema, queryKey: customerKeys.detail });

export const customerQueryOptions = customerDetail.queryOptions;
export const useCustomer = customerDetail.useRecord;
