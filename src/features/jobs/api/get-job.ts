import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { jobSchema } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/** `GET Job/GetByContext?context=…`. */
const jobDetail = recordDetail({ endpoint: endpoints.job.get, schema: jobSchema, queryKey: jobKeys.detail });

export const getJob = jobDetail.request;
export const jobQueryOptions = jobDetail.queryOptions;
export const useJob = jobDetail.useRecord;
