import { activeBulkOptions, bulkFilterOf, type ListBulk } from '@/components/bulk/bulk-types';
import { jobPermissions } from '@/lib/permission-codes';
import type { JobListItem, JobSearchRequest } from '@/lib/schemas/job-search-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

export interface JobBulkPicklists {
  statuses: readonly PicklistItem[];
  tags: readonly PicklistItem[];
  paymentTerms: readonly PicklistItem[];
  personnel: readonly PicklistItem[];
}

/**
 * The job list's bulk changes (issue 20): Change Status, Add Tag, Set Payment Term, Assign Technician
 * (the technician of every upcoming visit) and Delete, over the ticked jobs or every job the list's
 * filter matches.
 */
export function jobBulk(request: JobSearchRequest, picklists: JobBulkPicklists): ListBulk<JobListItem> {
  return {
    entity: 'job',
    noun: { one: 'job', other: 'jobs' },
    rowLabel: (job) => `Select ${job.name}`,
    filter: bulkFilterOf(request),
    actions: [
      { action: 'status', label: 'Change Status', permission: jobPermissions.update, value: { label: 'Status', options: activeBulkOptions(picklists.statuses) } },
      { action: 'tag', label: 'Add Tag', permission: jobPermissions.update, value: { label: 'Tag', options: activeBulkOptions(picklists.tags) } },
      {
        action: 'paymentTerm',
        label: 'Set Payment Term',
        permission: { allOf: [jobPermissions.update, jobPermissions.costRead] },
        value: { label: 'Payment Term', options: activeBulkOptions(picklists.paymentTerms) },
      },
      { action: 'assign', label: 'Assign Technician', permission: 'SCHED_U', value: { label: 'Technician', options: activeBulkOptions(picklists.personnel) } },
      { action: 'delete', label: 'Delete', permission: jobPermissions.delete },
    ],
  };
}
