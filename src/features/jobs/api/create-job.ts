import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import { jobSchema, type JobCreateRequest, type JobRecord } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/** `POST Job/Create`: answers the saved job. */
export const createJob = postCall<JobCreateRequest, JobRecord>(endpoints.job.create, jobSchema);

/** Creating a job also changes its intake (its jobs and history), the customer's activity and the dashboard. */
export function useCreateJob() {
  return useSaveRecord(createJob, jobKeys.detail, ['job', 'intake', 'customer', 'dashboard', 'picklist']);
}
