import { Fragment, isValidElement, memo, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { BulkBar } from '@/components/bulk/bulk-bar';
import type { ListBulk } from '@/components/bulk/bulk-types';
import { useAllowedBulk, useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { ListExportButton, type ListExport } from '@/components/list-export/list-export-button';
import { sortableColumns } from '@/components/data-table/data-table-column';
import { useStableCallback } from '@/components/use-stable-callback';
import { changeListQuery, type ListQuery, type ListSort } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { listPageSizes, PAGE_SIZE_FILTER, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/record-list';
import { useCompactWidth } from '@/lib/use-compact-width';
import { FilterSelect, type FilterSelectOption } from './filter-select';
import { ListAddButton } from './list-add-button';
import { ColumnSortSelects, ListSortSelect, type ListSortOption } from './list-sort-select';
import { SearchTermField } from './search-term-field';
import type { ListPageState } from './use-list-page';
import { useStepBackPastLastPage } from './use-step-back-past-last-page';

export type { ListSortOption } from './list-sort-select';

/** A select of the filter bar bound to one filter of the address. */
export interface ListFilter {
  /** The address filter's name (`active`, `type`). */
  name: string;
  label: string;
  options: readonly FilterSelectOption[];
  /** The option standing for an empty address value ("All Types"). */
  emptyOption?: string;
  /** Reads the address value (e.g. a malformed value as the default). */
  parse?: (value: string | undefined) => string;
  minWidth?: number;
}

/** One page of a server search. */
export interface ListAnswer<T> {
  results: T[];
  searchResultCount: number;
  totalCount: number;
}

/** The search query's state (a TanStack Query result fits). */
export interface ListResult<T> {
  data: ListAnswer<T> | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
}

/** The table's parts a screen gives; rows, sort, paging and loading come from the list. */
export type ListPageTable<T> = Omit<DataTableProps<T>, 'label' | 'rows' | 'totalCount' | 'updating' | 'sort' | 'paging'>;

export interface ListPageProps<T> {
  /** The list's name: the region's, the table's and the card list's accessible name ("Customers"). */
  label: string;
  list: ListPageState;
  result: ListResult<T>;
  /** The standard search field: what the term is matched against, shown under it. */
  searchHint?: string;
  /**
   * Starts loading the answer for the query of a new search term (the screen's search's prefetch),
   * settling when it is loaded. The address takes the term once the answer is there (at most
   * `PREFETCH_WAIT_MS` later), so the list renders once, with the results, instead of once for the
   * address and again for its answer.
   */
  prefetch?: (query: ListQuery) => Promise<unknown> | void;
  /** A screen's own search field instead of the standard one. */
  searchField?: ReactNode;
  /** Said instead of the results while the term in the address is too short. */
  tooShortMessage?: string;
  /** Selects bound to the address, or a screen's own filter elements. */
  filters?: readonly (ListFilter | ReactElement)[];
  /** The Sort select's named sorts (shown at every width); without them phones get Sort by and Order. */
  sortOptions?: readonly ListSortOption[];
  /** Names a sort that `sortOptions` does not list (chosen by a heading). */
  sortLabel?: (sort: ListSort) => string;
  /** The add button, shown to users holding the permission: a link to the add page (`to`) or a button opening an add dialog (`onClick`). */
  add?: { label: string; to?: string; onClick?: () => void; permission: string };
  /**
   * Export of every row matching the filter and sort (CSV or Excel, with a column choice), offered
   * in the toolbar to users holding `permission`. Lists whose entity denies export leave it out.
   */
  export?: ListExport<T>;
  /** Said when the search fails before anything was shown. */
  errorMessage?: string;
  /** The chip naming the record the list is narrowed to ("Customer: Ann Lee"); deleting it empties the `clear` filters. */
  chip?: { label: string; clear: Record<string, string> } | null;
  /** Between the filter bar and the results: a count, a notice. */
  children?: ReactNode;
  table: ListPageTable<T>;
  maxWidth?: number;
  /** Tick boxes on the rows, "all matching this filter", and actions with a preview (bulk changes). */
  bulk?: ListBulk<T>;
}

/**
 * How long a new search term's address waits for its answer (`prefetch`): an answer within it shows
 * with the term in one render; a slower one shows the term at once with a progress bar over the rows.
 */
export const PREFETCH_WAIT_MS = 200;

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A filter select bound to the address (memoized: a new answer of the list does not render it). */
const FilterBarSelect = memo(function FilterBarSelect({ filter, raw, onFilter }: { filter: ListFilter; raw: string | undefined; onFilter: (name: string, value: string) => void }) {
  const value = filter.parse ? filter.parse(raw) : raw || (filter.emptyOption ?? '');
  return (
    <FilterSelect
      label={filter.label}
      value={value}
      options={filter.options}
      minWidth={filter.minWidth}
      onChange={(chosen) => onFilter(filter.name, chosen === filter.emptyOption ? '' : chosen)}
    />
  );
});

/**
 * A list screen: the filter bar (search with the 3-character rule, filter selects, Sort, the add
 * button) in a row on desktop and wrapping on phones, then the `DataTable` with server paging. The
 * filter, sort and page live in the address; a page past the end steps back to the last one.
 */
export function ListPage<T>({ label, list, result, table, ...props }: ListPageProps<T>) {
  const compact = useCompactWidth();
  const canAdd = useCan(props.add?.permission ?? { anyOf: [] });
  const { query, update, pageSize } = list;
  const { chip } = props;
  const data = list.searchable ? result.data : undefined;
  useStepBackPastLastPage(data, result.isPlaceholderData, query.pageNumber, pageSize, update);
  const bulk = useAllowedBulk(props.bulk);
  const bulkSelection = useBulkSelection(bulk, data?.searchResultCount);
  // Stable handlers, so the filter bar and the paging render only when what they show changes.
  const handleSort = useStableCallback((sort: ListSort) => update({ sortBy: sort.by, sortDirection: sort.direction }));
  const searchCount = useRef(0);
  const handleSearch = useStableCallback((term: string) => {
    searchCount.current += 1;
    const count = searchCount.current;
    const loading = props.prefetch?.(changeListQuery(query, { searchTerm: term }));
    if (!loading) {
      update({ searchTerm: term });
      return;
    }
    // A newer term wins: an older answer arriving later does not take the address back.
    void Promise.race([loading, delay(PREFETCH_WAIT_MS)]).then(() => {
      if (count === searchCount.current) update({ searchTerm: term });
    });
  });
  const handleFilter = useStableCallback((name: string, value: string) => update({ filters: { [name]: value } }));
  const handlePage = useStableCallback((pageNumber: number) => update({ pageNumber }));
  const handlePageSize = useStableCallback((size: number) => update({ filters: { [PAGE_SIZE_FILTER]: listPageSizes.includes(size) ? String(size) : '' } }));
  const columnSorts = useMemo(() => sortableColumns(table.columns), [table.columns]);
  const nameOfSort = useStableCallback(
    props.sortLabel ?? ((sort: ListSort) => `${columnSorts.find((column) => column.field === sort.by)?.label ?? sort.by} (${sort.direction === 'ASC' ? 'A to Z' : 'Z to A'})`),
  );

  let results: ReactNode;
  if (!list.searchable) {
    results = <Alert severity="info">{props.tooShortMessage ?? SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (result.isError && !data) {
    results = <Alert severity="error">{props.errorMessage ?? `The ${label.toLowerCase()} list could not be loaded.`}</Alert>;
  } else {
    results = (
      <DataTable
        {...table}
        selection={bulkSelection.rowSelection ?? table.selection}
        label={label}
        rows={data?.results}
        totalCount={data?.totalCount}
        updating={result.isFetching && data !== undefined}
        sort={{ ...list.sort, onChange: handleSort }}
        paging={
          data
            ? {
                count: data.searchResultCount,
                pageNumber: query.pageNumber,
                pageSize,
                onPageChange: handlePage,
                onPageSizeChange: handlePageSize,
              }
            : undefined
        }
      />
    );
  }

  return (
    // One column no wider than the screen: a long filter value (many statuses chosen) ellipsizes, a wide table scrolls in its own box.
    <Box
      component="section"
      aria-label={label}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: props.maxWidth, mx: props.maxWidth ? 'auto' : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', '& .MuiFormControl-marginNormal': { my: 0 } }}>
        {props.searchField ?? <SearchTermField value={query.searchTerm} onSearch={handleSearch} hint={props.searchHint ?? ''} />}
        {(props.filters ?? []).map((filter, index) =>
          isValidElement(filter) ? (
            <Fragment key={index}>{filter}</Fragment>
          ) : (
            <FilterBarSelect key={(filter as ListFilter).name} filter={filter as ListFilter} raw={query.filters[(filter as ListFilter).name]} onFilter={handleFilter} />
          ),
        )}
        {props.sortOptions ? (
          <ListSortSelect sort={list.sort} options={props.sortOptions} onChange={handleSort} nameOf={nameOfSort} />
        ) : compact && columnSorts.length > 0 ? (
          <ColumnSortSelects sort={list.sort} columns={columnSorts} onChange={handleSort} />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {props.export && list.searchable ? <ListExportButton label={label} config={props.export} matching={data?.searchResultCount} /> : null}
        {props.add && canAdd ? <ListAddButton to={props.add.to} onClick={props.add.onClick} label={props.add.label} /> : null}
      </Box>
      {chip ? (
        <Box>
          <Chip label={chip.label} onDelete={() => update({ filters: chip.clear })} />
        </Box>
      ) : null}
      {props.children}
      {bulk ? <BulkBar bulk={bulk} selection={bulkSelection} matchingCount={data?.searchResultCount} pageKeys={(data?.results ?? []).map(table.rowKey)} /> : null}
      {results}
    </Box>
  );
}
