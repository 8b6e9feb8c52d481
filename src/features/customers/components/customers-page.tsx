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
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import { FilterSelect } from '@/components/record-list/filter-select';
import { InactiveBadge } from '@/components/inactive-badge';
import { ContactCardLines } from '@/components/record-list/contact-card-lines';
import { ListAddButton } from '@/components/record-list/list-add-button';
import { ListPagination } from '@/components/record-list/list-pagination';
import { useStepBackPastLastPage } from '@/components/record-list/use-step-back-past-last-page';
import { SearchTermField } from '@/components/record-list/search-term-field';
import { paths } from '@/config/paths';
import { formatAddressLine, formatDate } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useCan } from '@/lib/permissions';
import { activeFilterOptions, isSearchableTerm, parseActiveFilter, parseSortKey, SEARCH_TERM_TOO_SHORT_MESSAGE, sortKey } from '@/lib/record-list';
import { customerSortFields, type CustomerListItem, type CustomerSortField } from '@/lib/schemas/customer-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useListPageSize } from '@/features/preferences';
import { useCustomerSearch } from '../api/search-customers';
import { customerListDefaults, customerSearchRequest, customerSortOptions } from '../model/customer-list';

const statusOptions = activeFilterOptions.map((option) => ({ value: option, label: option }));
const sortOptions = customerSortOptions.map((option) => ({ value: sortKey(option.by, option.direction), label: option.label }));

function NameCell({ customer, link }: { customer: CustomerListItem; link: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {link ? (
          <Link component={RouterLink} to={paths.customersView(customer.context)} sx={{ fontWeight: 600 }}>
            {customer.customerName}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {customer.customerName}
          </Typography>
        )}
        {customer.active ? null : <InactiveBadge />}
      </Box>
      {customer.parentCustomerName ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <SubdirectoryArrowRight sx={{ fontSize: 16 }} aria-hidden />
          Sub-customer of {customer.parentCustomerName}
        </Typography>
      ) : null}
    </Box>
  );
}

interface SortProps {
  by: CustomerSortField;
  direction: 'ASC' | 'DESC';
  onSort: (by: CustomerSortField) => void;
}

function SortHeader({ field, label, sort }: { field: CustomerSortField; label: string; sort: SortProps }) {
  const active = sort.by === field;
  return (
    <TableCell aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined} sx={field === 'DateCreated' ? { whiteSpace: 'nowrap' } : undefined}>
      <TableSortLabel active={active} direction={active ? (sort.direction === 'ASC' ? 'asc' : 'desc') : 'asc'} onClick={() => sort.onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

function CustomerTable({ customers, sort }: { customers: CustomerListItem[]; sort: SortProps }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Customers" size="small">
        <TableHead>
          <TableRow>
            <SortHeader field="Name" label="Name" sort={sort} />
            <TableCell>Address</TableCell>
            <TableCell>Telephone</TableCell>
            <TableCell>Email</TableCell>
            <SortHeader field="DateCreated" label="Created" sort={sort} />
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow
              key={customer.context}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(paths.customersView(customer.context));
              }}
            >
              <TableCell>
                <NameCell customer={customer} link />
              </TableCell>
              <TableCell>{formatAddressLine(customer.address)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{customer.telephone ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{customer.email ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(customer.dateCreated)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CustomerCards({ customers }: { customers: CustomerListItem[] }) {
  return (
    <Box component="ul" aria-label="Customers" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {customers.map((customer) => (
        <Box component="li" key={customer.context}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={paths.customersView(customer.context)}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <NameCell customer={customer} link={false} />
                <ContactCardLines address={customer.address} telephone={customer.telephone} email={customer.email} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** The customer list: search, Status, Sort, server paging, Add Customer with CUST_C; cards on phones. */
export default function CustomersPage() {
  const [query, update] = useListQuery(customerListDefaults);
  const compact = useCompactWidth();
  const canCreate = useCan('CUST_C');
  const { pageSize, ready } = useListPageSize(query.filters.size);
  const request = customerSearchRequest(query, pageSize);
  const searchable = isSearchableTerm(query.searchTerm);
  const search = useCustomerSearch(request, { enabled: ready && searchable });
  const data = searchable ? search.data : undefined;
  useStepBackPastLastPage(data, search.isPlaceholderData, query.pageNumber, pageSize, update);

  const sort: SortProps = {
    by: request.sort.by as CustomerSortField,
    direction: request.sort.direction,
    onSort: (by) => {
      // A new column starts A to Z (names) or newest first (dates); the same column flips.
      const direction = by === request.sort.by ? (request.sort.direction === 'ASC' ? 'DESC' : 'ASC') : by === 'Name' ? 'ASC' : 'DESC';
      update({ sortBy: by, sortDirection: direction });
    },
  };

  let results: ReactNode;
  if (!searchable) {
    results = <Alert severity="info">{SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (!data) {
    results = <LinearProgress aria-label="Loading customers" />;
  } else if (data.results.length === 0) {
    results = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {data.totalCount === 0 ? 'No customers have been added yet.' : 'No customers match the filter.'}
      </Typography>
    );
  } else {
    results = compact ? <CustomerCards customers={data.results} /> : <CustomerTable customers={data.results} sort={sort} />;
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchTermField value={query.searchTerm} onSearch={(term) => update({ searchTerm: term })} hint="Name, address, telephone or email" />
        <FilterSelect label="Status" value={parseActiveFilter(query.filters.active)} options={statusOptions} onChange={(active) => update({ filters: { active } })} />
        <FilterSelect
          label="Sort"
          value={sortKey(request.sort.by, request.sort.direction)}
          options={sortOptions}
          minWidth={170}
          onChange={(key) => {
            const chosen = parseSortKey(key, customerSortFields);
            if (chosen) update({ sortBy: chosen.by, sortDirection: chosen.direction });
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate ? (
          <ListAddButton to={paths.customersAdd} label="Add Customer" />
        ) : null}
      </Box>
      {search.isFetching && data ? <LinearProgress aria-label="Updating customers" sx={{ mb: -0.5 }} /> : null}
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
