import { endpoints } from '@/config/endpoints';
import { recordDetail, recordSearch } from '@/lib/record-endpoints';
import { userListItemSchema, userRecordSchema } from '@/lib/schemas/admin-schemas';
import { userKeys } from './admin-keys';

/** `POST User/Search`: one page of users; the previous page stays while the next loads. */
const search = recordSearch({ endpoint: endpoints.user.search, item: userListItemSchema, queryKey: userKeys.list });
export const useUserSearch = search.useSearch;
/** One page of the search (an export walks every page). */
export const searchUsers = search.request;

/** `GET User/GetByContext?context=…`. */
export const useUser = recordDetail({ endpoint: endpoints.user.get, schema: userRecordSchema, queryKey: userKeys.detail }).useRecord;
