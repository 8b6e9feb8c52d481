import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { ListPagination } from '@/components/data-table/list-pagination';
import { pricebookPageSizes } from '@/lib/schemas/pricebook-schemas';
import { usePricebookBundleSearch, usePricebookItemSearch } from '../../api/search-pricebook';
import { catalogListRequest, type CatalogQuery } from '../../model/catalog-state';
import { CatalogBundleTable, CatalogItemTable } from './catalog-tables';

interface CatalogListProps {
  query: CatalogQuery;
  onPage: (pageNumber: number) => void;
}

function Paging({ count, pageNumber, onPage }: { count: number; pageNumber: number; onPage: (pageNumber: number) => void }) {
  return count > 0 ? <ListPagination count={count} pageNumber={pageNumber} pageSize={pricebookPageSizes.catalog} onPageChange={onPage} /> : null;
}

interface CatalogListPageProps<Row> extends CatalogListProps {
  search: { data?: { results: Row[]; searchResultCount: number }; isFetching: boolean };
  Table: ComponentType<{ rows: readonly Row[] | undefined; updating: boolean }>;
}

/** A tab's table of one page and its paging. */
function CatalogListPage<Row>({ search, Table, query, onPage }: CatalogListPageProps<Row>) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Table rows={search.data?.results} updating={search.isFetching && search.data !== undefined} />
      <Paging count={search.data?.searchResultCount ?? 0} pageNumber={query.pageNumber} onPage={onPage} />
    </Box>
  );
}

/** The Products/Services tab: 14 items a page (spec 3 §9), only one page rendered. */
export function CatalogItems({ query, onPage }: CatalogListProps) {
  const search = usePricebookItemSearch(catalogListRequest('Item', query), { enabled: true });
  return <CatalogListPage search={search} Table={CatalogItemTable} query={query} onPage={onPage} />;
}

/** The Bundles tab. */
export function CatalogBundles({ query, onPage }: CatalogListProps) {
  const search = usePricebookBundleSearch(catalogListRequest('Bundle', query), { enabled: true });
  return <CatalogListPage search={search} Table={CatalogBundleTable} query={query} onPage={onPage} />;
}
