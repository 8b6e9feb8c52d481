import { endpoints } from '@/config/endpoints';
import { accountsAgingReportSchema } from '@/lib/schemas/report-schemas';
import { reportKeys } from './report-keys';
import { reportQuery } from './report-query';

/** `GET Report/AccountsAging?asOf=…[&customer=…]`: open invoices by customer in aging buckets. */
const accountsAgingQuery = reportQuery({ endpoint: endpoints.report.accountsAging, schema: accountsAgingReportSchema, queryKey: reportKeys.accountsAging });

export const getAccountsAging = accountsAgingQuery.request;
export const useAccountsAging = accountsAgingQuery.useQuery;
