import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { ListPagination } from '@/components/record-list/list-pagination';
import { useStepBackPastLastPage } from '@/components/record-list/use-step-back-past-last-page';
import { SearchTermField } from '@/components/record-list/search-term-field';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/customers';
import { useListPageSize } from '@/features/preferences';
import { useUserState } from '@/lib/auth/use-session';
import { useListQuery } from '@/lib/list-query';
import { can } from '@/lib/permissions';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { isSearchableTerm, parseSortKey, SEARCH_TERM_TOO_SHORT_MESSAGE, sortKey } from '@/lib/record-list';
import { intakeSortFields, type IntakeSortField } from '@/lib/schemas/intake-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useIntakeSearch } from '../api/search-intakes';
import {
  ALL_PERSONNEL,
  ASSIGNED_TO_ME,
  ASSIGNED_TO_ME_LABEL,
  intakeListDefaults,
  intakeSearchRequest,
  intakeSortLabel,
  intakeSortOptions,
  parseStatusFilter,
  showsPhoneHelper,
  statusFilterValue,
} from '../model/intake-list';
import { intakeListHasActionMenu } from '../model/intake-permissions';
import { IntakeCards } from './intake-cards';
import { IntakeFilterSelect } from './intake-filter-select';
import { IntakePhoneHelper } from './intake-phone-helper';
import { IntakeStatusFilter } from './intake-status-filter';
import { IntakeTable } from './intake-table';

/** The Assigned To filter: everyone, the signed-in user, or one member of staff. */
function usePersonnelOptions(current: string) {
  const personnel = usePicklist('Personnel');
  const items = personnel.data ?? [];
  const active = activePicklistItems(items);
  const chosen = items.find((item) => item.context === current && !item.active);
  return [
    { value: ALL_PERSONNEL, label: 'All' },
    { value: ASSIGNED_TO_ME, label: ASSIGNED_TO_ME_LABEL },
    ...[...active, ...(chosen ? [chosen] : [])].map((item) => ({ value: item.context, label: item.text })),
  ];
}

/**
 * The intake list (spec 2 §2): filter by status and assignee (defaults from the user's
 * preferences), sort, server paging, an optional customer filter (`?customer=`), Add Intake Form.
 * Phones get cards, and the helper cards until the user searches or asks for every record.
 */
export default function IntakesPage() {
  const user = useUserState();
  const [query, update] = useListQuery(intakeListDefaults(user.preferences));
  const compact = useCompactWidth();
  const hasPermission = (code: string) => can(user, code);
  const canCreate = hasPermission('INTAKE_C');
  const showActions = intakeListHasActionMenu(hasPermission);
  const customerContext = query.filters.customer ?? '';
  // The chip names the customer; users without customer read see the name from the results.
  const customer = useCustomer(customerContext && hasPermission('CUST_R') ? customerContext : null);
  const { pageSize, ready } = useListPageSize(query.filters.size);
  const request = intakeSearchRequest(query, pageSize, user.personnelContext);
  const helper = showsPhoneHelper(query, compact);
  const searchable = isSearchableTerm(query.searchTerm);
  const search = useIntakeSearch(request, { enabled: ready && searchable && !helper });
  const personnelOptions = usePersonnelOptions(query.filters.assigned ?? ALL_PERSONNEL);
  const data = searchable && !helper ? search.data : undefined;
  useStepBackPastLastPage(data, search.isPlaceholderData, query.pageNumber, pageSize, update);

  const sortOptions = intakeSortOptions.map((option) => ({ value: sortKey(option.by, option.direction), label: option.label }));
  const currentSort = sortKey(request.sort.by, request.sort.direction);
  if (!sortOptions.some((option) => option.value === currentSort)) {
    sortOptions.push({ value: currentSort, label: intakeSortLabel(request.sort.by as IntakeSortField, request.sort.direction) });
  }
  const handleHeaderSort = (by: IntakeSortField) => {
    const direction = request.sort.by === by ? (request.sort.direction === 'ASC' ? 'DESC' : 'ASC') : by === 'DateTime' ? 'DESC' : 'ASC';
    update({ sortBy: by, sortDirection: direction });
  };
  const addTo = customerContext ? paths.intakeAdd(customerContext) : paths.intakeAdd();
  const customerName = customer.data?.customerName ?? data?.results[0]?.customer.customerName ?? 'the selected customer';

  if (helper) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <IntakePhoneHelper
          canCreate={canCreate}
          onSearch={(term) => update({ searchTerm: term, filters: { view: 'all' } })}
          onViewAll={() => update({ filters: { view: 'all' } })}
        />
      </Box>
    );
  }

  let results: ReactNode;
  if (!searchable) {
    results = <Alert severity="info">{SEARCH_TERM_TOO_SHORT_MESSAGE}</Alert>;
  } else if (search.isError && !data) {
    results = <Alert severity="error">The intake list could not be loaded.</Alert>;
  } else if (!data) {
    results = <LinearProgress aria-label="Loading intake" />;
  } else if (data.results.length === 0) {
    results = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {data.totalCount === 0 ? 'No intake has been recorded yet.' : 'No intake matches the filter.'}
      </Typography>
    );
  } else {
    results = compact ? (
      <IntakeCards intakes={data.results} showActions={showActions} />
    ) : (
      <IntakeTable
        intakes={data.results}
        sortBy={request.sort.by as IntakeSortField}
        direction={request.sort.direction}
        onSort={handleHeaderSort}
        showActions={showActions}
      />
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', '& .MuiFormControl-marginNormal': { my: 0 } }}>
        <SearchTermField
          value={query.searchTerm}
          onSearch={(term) => update({ searchTerm: term })}
          hint="Title, description, customer name, address, telephone or email"
        />
        <IntakeStatusFilter
          value={parseStatusFilter(query.filters.status)}
          onChange={(statuses) => update({ filters: { status: statusFilterValue(statuses) } })}
        />
        <IntakeFilterSelect
          label="Assigned To"
          value={query.filters.assigned ?? ALL_PERSONNEL}
          options={personnelOptions}
          minWidth={170}
          onChange={(assigned) => update({ filters: { assigned } })}
        />
        <IntakeFilterSelect
          label="Sort"
          value={currentSort}
          options={sortOptions}
          minWidth={180}
          onChange={(key) => {
            const sort = parseSortKey(key, intakeSortFields);
            if (sort) update({ sortBy: sort.by, sortDirection: sort.direction });
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate ? (
          <Button component={RouterLink} to={addTo} variant="contained" startIcon={<Add />} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            Add Intake Form
          </Button>
        ) : null}
      </Box>
      {customerContext ? (
        <Box>
          <Chip label={`Customer: ${customerName}`} onDelete={() => update({ filters: { customer: '' } })} />
        </Box>
      ) : null}
      {search.isFetching && data ? <LinearProgress aria-label="Updating intake" sx={{ mb: -0.5 }} /> : null}
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
