import { endpoints } from '@/config/endpoints';
import { jobPaymentsResponseSchema } from '@/lib/schemas/job-payment-schemas';
import { jobKeys } from './job-keys';
import { contextQuery } from '@/lib/api-query';

/** `GET Payment/GetAllByJobContext?context=…`: the job's payments, their sum and the job's invoices with balances. */
const jobPaymentsQuery = contextQuery({ endpoint: endpoints.payment.getAllByJobContext, schema: jobPaymentsResponseSchema, queryKey: jobKeys.payments });

export const getJobPayments = jobPaymentsQuery.request;
export const jobPaymentsQueryOptions = jobPaymentsQuery.queryOptions;
export const useJobPayments = jobPaymentsQuery.useQuery;
