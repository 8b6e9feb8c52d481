import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { taskListItemSchema } from '@/lib/schemas/task-schemas';
import { taskKeys } from './task-keys';

/** `POST TaskSearch/Search`: one page of tasks matching the filter; the previous page stays while the next loads. */
const search = recordSearch({
  endpoint: endpoints.task.search,
  item: taskListItemSchema,
  queryKey: taskKeys.list,
});
export const useTaskSearch = search.useSearch;
/** One page of the search (an export walks every page). */
export const searchTasks = search.request;
