import { endpoints } from '@/config/endpoints';
import { companyInformationSchema } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { getQuery } from '@/lib/api-query';

/** `GET CompanyInformation/Get`: the company details, the contract's name and the logo's description. */
// An editor: always start from what is stored now.
const companyInformationQuery = getQuery({ endpoint: endpoints.companyInformation.get, schema: companyInformationSchema, queryKey: companyInformationKeys.detail, staleTime: 0 });

export const getCompanyInformation = companyInformationQuery.request;
export const companyInformationQueryOptions = companyInformationQuery.queryOptions;
export const useCompanyInformation = companyInformationQuery.useQuery;
