import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatAddressLine } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { supplierSortFields, type SupplierListItem, type SupplierSortField } from '@/lib/schemas/supplier-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { FilterSelect } from '@/components/record-list/filter-select';
import { InactiveBadge } from '@/components/inactive-badge';
import { ListAddButton } from '@/components/record-list/list-add-button';
import { ListPagination } from '@/components/record-list/list-pagination';
import { useStepBackPastLastPage } from '@/components/record-list/use-step-back-past-last-page';
import { SearchTermField } from '@/components/record-list/search-term-field';
import { activeFilterOptions, isSearchableTerm, parseActiveFilter, parseSortKey, SEARCH_TERM_TOO_SHORT_MESSAGE, sortKey } from '@/lib/record-list';
import { useListPageSize } from '@/features/preferences';
import { useSupplierSearch } from '../api/search-suppliers';
import { nextSort, supplierListDefaults, supplierSearchRequest, supplierSortOptions } from '../model/supplier-list';

const ALL_TYPES = 'all';
const statusOptions = activeFilterOptions.map((option) => ({ value: option, label: option }));
const sortOptions = supplierSortOptions.map((option) => ({ value: sortKey(option.by, option.direction), label: option.label }));

type Sort = { by: SupplierSortField; direction: 'ASC' | 'DESC' };

function SortableHeading({ label, by, sort, onSort }: { label: string; by: SupplierSortField; sort: Sort; onSort: (by: SupplierSortField) => void }) {
  const active = sort.by === by;
  const direction = sort.direction === 'ASC' ? 'asc' : 'desc';
  return (
    <TableCell aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSort(by)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

function SupplierTable({ suppliers, sort, onSort }: { suppliers: SupplierListItem[]; sort: Sort; onSort: (by: SupplierSortField) => void }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Suppliers" size="small">
        <TableHead>
          <TableRow>
            <SortableHeading label="Name" by="Name" sort={sort} onSort={onSort} />
            <SortableHeading label="Supplier Type" by="SupplierType" sort={sort} onSort={onSort} />
            <TableCell>Address</TableCell>
            <TableCell>Telephone</TableCell>
            <TableCell>Email</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {suppliers.map((supplier) => (
            <TableRow
              key={supplier.context}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(paths.suppliersView(supplier.context));
              }}
            >
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={paths.suppliersView(supplier.context)} sx={{ fontWeight: 600 }}>
                    {supplier.name}
                  </Link>
                  {supplier.active ? null : <InactiveBadge />}
                </Box>
              </TableCell>
              <TableCell>{supplier.supplierType?.text ?? ''}</TableCell>
              <TableCell>{formatAddressLine(supplier.address)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{supplier.telephone ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{supplier.email ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SupplierCards({ suppliers }: { suppliers: SupplierListItem[] }) {
  return (
    <Box component="ul" aria-label="Suppliers" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {suppliers.map((supplier) => (
        <Box component="li" key={supplier.context}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={paths.suppliersView(supplier.context)}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {supplier.name}
                  </Typography>
                  {supplier.active ? null : <InactiveBadge />}
                </Box>
                {supplier.supplierType ? (
                  <Typography variant="body2" color="text.secondary">
                    {supplier.supplierType.text}
                  </Typography>
                ) : null}
                {supplier.address ? <Typography variant="body2">{formatAddressLine(supplier.address)}</Typography> : null}
                {supplier.telephone ? <Typography variant="body2">{supplier.telephone}</Typography> : null}
                {supplier.email ? (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {supplier.email}
                  </Typography>
                ) : null}
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** The supplier list (spec 1 §2): filter by status, supplier type and search term; sort; server paging. */
export default function SuppliersPage() {
  const [query, update] = useListQuery(supplierListDefaults);
  const compact = useCompactWidth();
  const canCreate = useCan('SPLR_C');
  const supplierTypes = usePicklist('SupplierType');
  const { pageSize, ready } = useListPageSize(query.filters.size);
  const request = supplierSearchRequest(query, pageSize);
  const searchable = isSearchableTerm(query.searchTerm);
  const search = useSupplierSearch(request, { enabled: ready && searchable });
  const data = searchable ? search.data : undefined;
  useStepBackPastLastPage(data, search.isPlaceholderData, query.pageNumber, pageSize, update);

  const typeOptions = [
    { value: ALL_TYPES, label: 'All Types' },
    ...[...(supplierTypes.data ?? [])]
      .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text))
      .map((item) => ({ value: item.context, label: item.active ? item.text : `${item.text} (retired)` })),
  ];
  // Until the picklist arrives a chosen type is offered under its context so the select stays valid.
  const typeValue = query.filters.type || ALL_TYPES;
  if (!typeOptions.some((option) => option.value === typeValue)) typeOptions.push({ value: typeValue, label: '\u2026' });

  const sort: Sort = request.sort as Sort;
  const handleSort = (by: SupplierSortField) => {
    const next = nextSort(sort, by);
    update({ sortBy: next.by, sortDirection: next.direction });
  };

  let results: ReactNode;
  if (!searchable) {
    results = <Alert severity="info">{SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (!data) {
    results = <LinearProgress aria-label="Loading suppliers" />;
  } else if (data.results.length === 0) {
    results = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {data.totalCount === 0 ? 'No suppliers have been added yet.' : 'No suppliers match the filter.'}
      </Typography>
    );
  } else {
    results = compact ? <SupplierCards suppliers={data.results} /> : <SupplierTable suppliers={data.results} sort={sort} onSort={handleSort} />;
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchTermField
          value={query.searchTerm}
          onSearch={(term) => update({ searchTerm: term })}
          hint="Name, type, web site, address, telephone or email"
        />
        <FilterSelect label="Status" value={parseActiveFilter(query.filters.active)} options={statusOptions} onChange={(active) => update({ filters: { active } })} />
        <FilterSelect
          label="Supplier Type"
          value={typeValue}
          options={typeOptions}
          minWidth={200}
          onChange={(type) => update({ filters: { type: type === ALL_TYPES ? '' : type } })}
        />
        <FilterSelect
          label="Sort"
          value={sortKey(sort.by, sort.direction)}
          options={sortOptions}
          minWidth={210}
          onChange={(key) => {
            const chosen = parseSortKey(key, supplierSortFields);
            if (chosen) update({ sortBy: chosen.by, sortDirection: chosen.direction });
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate ? (
          <ListAddButton to={paths.suppliersAdd} label="Add Supplier" />
        ) : null}
      </Box>
      {search.isFetching && data ? <LinearProgress aria-label="Updating suppliers" sx={{ mb: -0.5 }} /> : null}
      {results}
      {data && data.searchResultCount > 0 ? (
        <ListPagination
          count={data.searchResultCount}
          pageNumber={query.pageNumber}
          pageSize={pageSize}
          onPageChange={(pageNumber) => update({ pageNumber })}
          onPageSizeChange={(size) => update({ filters: { size: String(size) } })}
        />
      ) : null}
    </Box>
  );
}
