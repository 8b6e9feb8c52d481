import { ListPage } from '@/components/list-page/list-page';
import { ListPhoneHelper, useHelperListPage } from '@/components/list-page/phone-list-helper';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/customers';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { searchJobs, useJobSearch, useJobSearchPrefetch } from '../api/search-jobs';
import { jobBulk } from '../model/job-bulk';
import { jobListDefaults, jobSearchRequest, jobSortLabel, jobSortOptions, jobStatusFilterValue, parseJobStatusFilter, showsJobPhoneHelper } from '../model/job-list';
import { JOB_CREATE, jobListHasActionMenu } from '../model/job-permissions';
import { JobActionMenu } from './job-action-menu';
import { JobCard } from './job-card';
import { jobColumns } from './job-columns';
import { jobExportColumns } from './job-export-columns';
import { JOB_SEARCH_HINT, jobPhoneHelper } from './job-phone-helper';
import { JobStatusFilter } from './job-status-filter';

const NONE: readonly PicklistItem[] = [];

/**
 * The job list (spec 2 §2): the status filter (default from the job status filter preference), the
 * six sorts (DateTime descending first), server paging, an optional customer filter (`?customer=`),
 * Add Job. Phones get cards, and the helper cards until the user searches or asks for every job.
 */
export default function JobsPage() {
  const user = useUserState();
  const list = useHelperListPage(jobListDefaults(user.preferences), showsJobPhoneHelper);
  const { query, update } = list;
  const hasPermission = (code: string) => can(user, code);
  const showActions = jobListHasActionMenu(hasPermission);
  const customerContext = query.filters.customer ?? '';
  const customer = useCustomer(customerContext && hasPermission('CUST_R') ? customerContext : null);
  const request = jobSearchRequest(query, list.pageSize);
  const search = useJobSearch(request, { enabled: list.enabled });
  const picklists = { statuses: usePicklist('JobStatus').data ?? NONE, tags: usePicklist('JobTag').data ?? NONE, paymentTerms: usePicklist('PaymentTerm').data ?? NONE, personnel: usePicklist('Personnel').data ?? NONE };
  const prefetch = useJobSearchPrefetch();

  if (list.helper) return <ListPhoneHelper cards={jobPhoneHelper} update={update} />;

  const customerName = customer.data?.customerName ?? search.data?.results[0]?.serviceCustomer.customerName ?? 'the selected customer';
  return (
    <ListPage
      label="Jobs"
      list={list}
      result={search}
      prefetch={(next) => prefetch(jobSearchRequest(next, list.pageSize))}
      searchHint={JOB_SEARCH_HINT}
      filters={[
        <JobStatusFilter
          key="status"
          value={parseJobStatusFilter(query.filters.status)}
          onChange={(statuses) => update({ filters: { status: jobStatusFilterValue(statuses) } })}
        />,
      ]}
      sortOptions={jobSortOptions}
      bulk={jobBulk(request, picklists)}
      sortLabel={(sort) => jobSortLabel(sort.by, sort.direction)}
      export={{ id: 'jobs', columns: jobExportColumns, fetchPage: searchPages(request, searchJobs) }}
      chip={customerContext ? { label: `Customer: ${customerName}`, clear: { customer: '' } } : null}
      add={{ label: 'Add Job', to: customerContext ? paths.jobsAddForCustomer(customerContext) : paths.jobsAdd, permission: JOB_CREATE }}
      table={{
        columns: jobColumns,
        rowKey: (job) => job.context,
        rowActions: showActions ? (job) => <JobActionMenu job={job} trigger="icon" /> : undefined,
        card: (job) => <JobCard job={job} showActions={showActions} />,
        verticalAlign: 'top',
        empty: { nothingYet: 'No jobs have been added yet.', nothingMatches: 'No jobs match the filter.' },
      }}
    />
  );
}
