import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { taskSchema } from '@/lib/schemas/task-schemas';
import { taskKeys } from './task-keys';

/** `GET Task/GetByContext?context=…`. */
export const useTask = recordDetail({ endpoint: endpoints.task.get, schema: taskSchema, queryKey: taskKeys.detail }).useRecord;
