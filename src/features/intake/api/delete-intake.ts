import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE Intake/Delete?context=…`. Refused (422) when a job was started from the intake. */
export const useDeleteIntake = recordDelete({ endpoint: endpoints.intake.delete, tag: 'intake' }).useDelete;
