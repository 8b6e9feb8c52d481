/** The locations feature's public surface; suppliers reuse its list and record-page parts. */
export { locationsRoutes } from './routes';
export { ActiveSwitch } from './components/active-switch';
export { EditorSection } from './components/editor-section';
export { FilterSelect } from './components/filter-select';
export { InactiveBadge } from './components/inactive-badge';
export { ListPagination } from './components/list-pagination';
export { RecordViewHeader } from './components/record-view-header';
export { SearchTermField } from './components/search-term-field';
export { useLeaveAfterSave } from './components/use-leave-after-save';
export { useListPageSize } from './components/use-list-page-size';
export { VersionConflictNotice } from './components/version-conflict-notice';
export {
  activeFilterOptions,
  activeFilterValue,
  isSearchableTerm,
  parseActiveFilter,
  parseSortKey,
  SEARCH_TERM_TOO_SHORT_MESSAGE,
  sortKey,
} from './model/record-list';
export { UNABLE_TO_SAVE } from './model/location-messages';
