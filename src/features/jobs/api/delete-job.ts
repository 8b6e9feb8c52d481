import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE Job/Delete?context=…`: the job with its documents, payments, images, files and forms. */
export const useDeleteJob = recordDelete({ endpoint: endpoints.job.delete, tag: 'job' }).useDelete;
