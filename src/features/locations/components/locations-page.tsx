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
import type { LocationListItem } from '@/lib/schemas/location-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useLocationSearch } from '../api/search-locations';
import { locationListDefaults, locationSearchRequest, locationSortOptions } from '../model/location-list';
import { activeFilterOptions, isSearchableTerm, parseActiveFilter, parseSortKey, SEARCH_TERM_TOO_SHORT_MESSAGE, sortKey } from '@/lib/record-list';
import { FilterSelect } from '@/components/record-list/filter-select';
import { InactiveBadge } from '@/components/inactive-badge';
import { ContactCardLines } from '@/components/record-list/contact-card-lines';
import { ListAddButton } from '@/components/record-list/list-add-button';
import { ListPagination } from '@/components/record-list/list-pagination';
import { useStepBackPastLastPage } from '@/components/record-list/use-step-back-past-last-page';
import { SearchTermField } from '@/components/record-list/search-term-field';
import { useListPageSize } from '@/features/preferences';

const statusOptions = activeFilterOptions.map((option) => ({ value: option, label: option }));
const sortOptions = locationSortOptions.map((option) => ({ value: sortKey(option.by, option.direction), label: option.label }));

function LocationTable({ locations, direction, onSort }: { locations: LocationListItem[]; direction: 'ASC' | 'DESC'; onSort: () => void }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Locations" size="small">
        <TableHead>
          <TableRow>
            <TableCell aria-sort={direction === 'ASC' ? 'ascending' : 'descending'}>
              <TableSortLabel active direction={direction === 'ASC' ? 'asc' : 'desc'} onClick={onSort}>
                Name
              </TableSortLabel>
            </TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Telephone</TableCell>
            <TableCell>Email</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.map((location) => (
            <TableRow
              key={location.context}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(paths.locationsView(location.context));
              }}
            >
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={paths.locationsView(location.context)} sx={{ fontWeight: 600 }}>
                    {location.name}
                  </Link>
                  {location.active ? null : <InactiveBadge />}
                </Box>
              </TableCell>
              <TableCell>{formatAddressLine(location.address)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{location.telephone ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{location.email ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LocationCards({ locations }: { locations: LocationListItem[] }) {
  return (
    <Box component="ul" aria-label="Locations" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {locations.map((location) => (
        <Box component="li" key={location.context}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={paths.locationsView(location.context)}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {location.name}
                  </Typography>
                  {location.active ? null : <InactiveBadge />}
                </Box>
                <ContactCardLines address={location.address} telephone={location.telephone} email={location.email} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** The location list (spec 1 §2): filter, sort, server paging, Add Location with LOC_C. */
export default function LocationsPage() {
  const [query, update] = useListQuery(locationListDefaults);
  const compact = useCompactWidth();
  const canCreate = useCan('LOC_C');
  const { pageSize, ready } = useListPageSize(query.filters.size);
  const request = locationSearchRequest(query, pageSize);
  const searchable = isSearchableTerm(query.searchTerm);
  const search = useLocationSearch(request, { enabled: ready && searchable });
  const data = searchable ? search.data : undefined;
  useStepBackPastLastPage(data, search.isPlaceholderData, query.pageNumber, pageSize, update);

  let results: ReactNode;
  if (!searchable) {
    results = <Alert severity="info">{SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (!data) {
    results = <LinearProgress aria-label="Loading locations" />;
  } else if (data.results.length === 0) {
    results = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {data.totalCount === 0 ? 'No locations have been added yet.' : 'No locations match the filter.'}
      </Typography>
    );
  } else {
    results = compact ? (
      <LocationCards locations={data.results} />
    ) : (
      <LocationTable
        locations={data.results}
        direction={request.sort.direction}
        onSort={() => update({ sortBy: 'Name', sortDirection: request.sort.direction === 'ASC' ? 'DESC' : 'ASC' })}
      />
    );
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
            const sort = parseSortKey(key, ['Name'] as const);
            if (sort) update({ sortBy: sort.by, sortDirection: sort.direction });
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate ? (
          <ListAddButton to={paths.locationsAdd} label="Add Location" />
        ) : null}
      </Box>
      {search.isFetching && data ? <LinearProgress aria-label="Updating locations" sx={{ mb: -0.5 }} /> : null}
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
