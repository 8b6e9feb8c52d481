import { endpoints } from '@/config/endpoints';
import { storageSearch } from './storage-search';

/** One page of the account's images (`POST ImageSearch/Search`). */
const imageSearch = storageSearch('image', endpoints.storage.imageSearch);

export const searchImages = imageSearch.request;
export const imageSearchQueryOptions = imageSearch.queryOptions;
export const useImageSearch = imageSearch.useSearch;
