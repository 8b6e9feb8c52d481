import { endpoints } from '@/config/endpoints';
import { storageSearch } from './storage-search';

/** One page of the account's files (`POST FileSearch/Search`). */
const fileSearch = storageSearch('file', endpoints.storage.fileSearch);

export const searchFiles = fileSearch.request;
export const fileSearchQueryOptions = fileSearch.queryOptions;
export const useFileSearch = fileSearch.useSearch;
