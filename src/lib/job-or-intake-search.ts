import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { jobListItemSchema } from '@/lib/schemas/dashboard-schemas';
import { intakeListItemSchema } from '@/lib/schemas/intake-schemas';

/**
 * Pickers of a job or an intake record (the schedule's new appointment, a timesheet entry's job): open
 * jobs and pending or scheduled intake records by name, number or customer.
 */
export interface JobOrIntakeOption {
  kind: 'job' | 'intake';
  context: string;
  label: string;
  detail: string;
  title: string;
  appointmentType: 'Job' | 'Estimate' | 'Visit';
  customerContext: string | null;
  addressContext: string | null;
}

const PAGE = { pageNumber: 0, pageSize: 10 };
export const OWNER_SEARCH_MIN = 3;

/** Open jobs and pending or scheduled intake records matching the term (3 characters or more), ten of each. */
export async function searchJobsOrIntake(kind: 'job' | 'intake', searchTerm: string): Promise<JobOrIntakeOption[]> {
  if (kind === 'job') {
    const response = await api.post(endpoints.jobSearch.search, {
      searchTerm,
      sort: { by: 'DateTime', direction: 'DESC' },
      ...PAGE,
      assignedTo: null,
      statuses: [],
      recentlyUsed: false,
    });
    return searchResponseSchema(jobListItemSchema)
      .parse(response.data)
      .results.map((job) => ({
        kind: 'job',
        context: job.context,
        label: `#${job.number} ${job.name}`,
        detail: [job.serviceCustomer.customerName, job.jobStatus.text].filter(Boolean).join(' \u00b7 '),
        title: job.name,
        appointmentType: 'Job',
        customerContext: job.serviceCustomer.context,
        addressContext: job.serviceAddress?.context ?? null,
      }));
  }
  const response = await api.post(endpoints.intakeSearch.search, {
    searchTerm,
    sort: { by: 'DateTime', direction: 'DESC' },
    ...PAGE,
    statuses: ['Pending', 'Scheduled'],
    assignedTo: null,
    customerContext: null,
  });
  return searchResponseSchema(intakeListItemSchema)
    .parse(response.data)
    .results.map((intake) => ({
      kind: 'intake',
      context: intake.context,
      label: intake.description,
      detail: [intake.customer.customerName, intake.intakeType.text, intake.status].filter(Boolean).join(' \u00b7 '),
      title: intake.description,
      appointmentType: intake.intakeType.text.trim().toLowerCase() === 'estimate' ? 'Estimate' : 'Visit',
      customerContext: intake.customer.context,
      addressContext: intake.serviceAddress?.context ?? null,
    }));
}

export function useJobOrIntakeSearch(kind: 'job' | 'intake', searchTerm: string) {
  const term = searchTerm.trim();
  return useQuery({
    queryKey: [kind, 'picker', term] as const,
    queryFn: () => searchJobsOrIntake(kind, term),
    enabled: term.length >= OWNER_SEARCH_MIN,
  });
}
