import type { BulkValueOption, ListBulk } from '@/components/bulk/bulk-types';
import { jobPermissions } from '@/lib/permission-codes';
import type { JobListItem, JobSearchRequest } from '@/lib/schemas/job-search-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

const activeOptions = (items: readonly PicklistItem[]): BulkValueOption[] => items.filter((item) => item.active).map((item) => ({ value: item.context, label: item.text }));

export interface JobBulkPicklists {
  statuses: readonly PicklistItem[];
  tags: readonly PicklistItem[];
  paymentTerms: readonly PicklistItem[];
}

/**
 * The job list's bulk changes (issue 20): Change Status, Add Tag, Set Payment Term and Delete,
 * over the ticked jobs or every job the list's filter matches. Paging is dropped from the filter.
 */
export function jobBulk(request: JobSearchRequest, picklists: JobBulkPicklists): ListBulk<JobListItem> {
  const { pageNumber: _page, pageSize: _size, ...filter } = request;
  return {
    entity: 'job',
    noun: { one: 'job', other: 'jobs' },
    rowLabel: (job) => `Select ${job.name}`,
    filter,
    actions: [
      { action: 'status', label: 'Change Status', permission: jobPermissions.update, value: { label: 'Status', options: activeOptions(picklists.statuses) } },
      { action: 'tag', label: 'Add Tag', permission: jobPermissions.update, value: { label: 'Tag', options: activeOptions(picklists.tags) } },
      {
        action: 'paymentTerm',
        label: 'Set Payment Term',
        permission: { allOf: [jobPermissions.update, jobPermissions.costRead] },
        value: { label: 'Payment Term', options: activeOptions(picklists.paymentTerms) },
      },
      { action: 'delete', label: 'Delete', permission: jobPermissions.delete },
    ],
  };
}
