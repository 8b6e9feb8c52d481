import { assignedToFilter } from '@/components/list-page/list-filters';
import { ListPage } from '@/components/list-page/list-page';
import { ListPhoneHelper, useHelperListPage } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/customers';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { IntakeSortField } from '@/lib/schemas/intake-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { searchIntakes, useIntakeSearch, useIntakeSearchPrefetch } from '../api/search-intakes';
import {
  intakeListDefaults,
  intakeSearchRequest,
  intakeSortLabel,
  intakeSortOptions,
  parseStatusFilter,
  showsPhoneHelper,
  statusFilterValue,
} from '../model/intake-list';
import { intakeBulk } from '../model/intake-bulk';
import { intakeActionTarget } from '../model/intake-display';
import { intakeListHasActionMenu } from '../model/intake-permissions';
import { IntakeActionMenu } from './intake-action-menu';
import { IntakeCard } from './intake-card';
import { intakeColumns } from './intake-columns';
import { intakeExportColumns } from './intake-export-columns';
import { INTAKE_SEARCH_HINT, intakePhoneHelper } from './intake-phone-helper';
import { IntakeStatusFilter } from './intake-status-filter';

const NO_PERSONNEL: readonly PicklistItem[] = [];

/**
 * The intake list (spec 2 §2): filter by status and assignee (defaults from the user's
 * preferences), sort, server paging, an optional customer filter (`?customer=`), Add Intake Form.
 * Phones get cards, and the helper cards until the user searches or asks for every record.
 */
export default function IntakesPage() {
  const user = useUserState();
  const list = useHelperListPage(intakeListDefaults(user.preferences), showsPhoneHelper);
  const { query, update } = list;
  const hasPermission = (code: string) => can(user, code);
  const showActions = intakeListHasActionMenu(hasPermission);
  const customerContext = query.filters.customer ?? '';
  // The chip names the customer; users without customer read see the name from the results.
  const customer = useCustomer(customerContext && hasPermission('CUST_R') ? customerContext : null);
  const request = intakeSearchRequest(query, list.pageSize, user.personnelContext);
  const search = useIntakeSearch(request, { enabled: list.enabled });
  const prefetch = useIntakeSearchPrefetch();
  const personnel = usePicklist('Personnel').data ?? NO_PERSONNEL;

  if (list.helper) return <ListPhoneHelper cards={intakePhoneHelper} update={update} />;

  const customerName = customer.data?.customerName ?? search.data?.results[0]?.customer.customerName ?? 'the selected customer';
  return (
    <ListPage
      label="Intake"
      list={list}
      result={search}
      prefetch={(next) => prefetch(intakeSearchRequest(next, list.pageSize, user.personnelContext))}
      searchHint={INTAKE_SEARCH_HINT}
      filters={[
        <IntakeStatusFilter
          key="status"
          value={parseStatusFilter(query.filters.status)}
          onChange={(statuses) => update({ filters: { status: statusFilterValue(statuses) } })}
        />,
        assignedToFilter(query, personnel),
      ]}
      sortOptions={intakeSortOptions}
      bulk={intakeBulk(request, personnel)}
      sortLabel={(sort) => intakeSortLabel(sort.by as IntakeSortField, sort.direction)}
      export={{ id: 'intake', columns: intakeExportColumns, fetchPage: searchPages(request, searchIntakes) }}
      chip={customerContext ? { label: `Customer: ${customerName}`, clear: { customer: '' } } : null}
      add={{ label: 'Add Intake Form', to: customerContext ? paths.intakeAdd(customerContext) : paths.intakeAdd(), permission: 'INTAKE_C' }}
      table={{
        columns: intakeColumns,
        rowKey: (intake) => intake.context,
        rowActions: showActions ? (intake) => <IntakeActionMenu target={intakeActionTarget(intake)} where="list" trigger="icon" onDeleted={() => undefined} /> : undefined,
        card: (intake) => <IntakeCard intake={intake} showActions={showActions} />,
        verticalAlign: 'top',
        empty: { nothingYet: 'No intake has been recorded yet.', nothingMatches: 'No intake matches the filter.' },
      }}
    />
  );
}
