import { preferenceValue, showsListPhoneHelper } from '@/components/list-page/list-filters';
import { sortPair, type NamedSort } from '@/components/list-page/list-sorts';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults, SortDirection } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { truncateText } from '@/lib/format';

/** The user preference giving the job list its default status filter (status texts, `;`-separated). */
export const JOB_STATUS_PREFERENCE = 'JOB_DEF_STAT_FLTR';

/** The fields the job search sorts by; DateTime (when the job was created) is the default. */
export const jobListSortFields = ['DateTime', 'Name', 'Customer'] as const;
export type JobListSortField = (typeof jobListSortFields)[number];

/** Spec 2 §9: phone cards cut the name at 20 characters and the description at 100. */
export const JOB_CARD_NAME_MAX = 20;
export const JOB_CARD_DESCRIPTION_MAX = 100;

export const INCOMPLETE_RECURRING_JOB = 'Incomplete recurring job, appointments have not been created.';

export type JobSortOption = NamedSort<JobListSortField>;

/** Spec 2 §2: Date old to new or new to old, Name A-Z or Z-A, Customer A-Z or Z-A. */
export const jobSortOptions: readonly JobSortOption[] = [
  ...sortPair('DateTime', ['ASC', 'Date Old to New'], ['DESC', 'Date New to Old']),
  ...sortPair('Name', ['ASC', 'Name A-Z'], ['DESC', 'Name Z-A']),
  ...sortPair('Customer', ['ASC', 'Customer A-Z'], ['DESC', 'Customer Z-A']),
];

export function jobSortLabel(by: string, direction: SortDirection): string {
  return jobSortOptions.find((option) => option.by === by && option.direction === direction)?.label ?? jobSortOptions[1]!.label;
}

/** Status texts of a `;`-separated value (preference or address), blanks and repeats left out. */
export function parseJobStatusFilter(value: string | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (value ?? '').split(';')) {
    const text = part.trim();
    if (text) seen.add(text);
  }
  return [...seen];
}

export function jobStatusFilterValue(statuses: readonly string[]): string {
  return parseJobStatusFilter(statuses.join(';')).join(';');
}

/**
 * The list's address query defaults: DateTime descending (spec 2 §9), the statuses of the user's job
 * status filter preference, no customer, the helper cards on phones.
 */
export function jobListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  const preferred = preferenceValue(preferences, JOB_STATUS_PREFERENCE);
  return {
    sortBy: 'DateTime',
    sortDirection: 'DESC',
    sortFields: jobListSortFields,
    filters: { status: jobStatusFilterValue(parseJobStatusFilter(preferred)), customer: '', image: '', file: '', view: '' },
  };
}

export interface JobListSearch {
  searchTerm: string;
  sort: { by: JobListSortField; direction: SortDirection };
  pageNumber: number;
  pageSize: number;
  statuses: string[];
  assignedTo: null;
  recentlyUsed: false;
  customerContext: string | null;
}

/** The search request for a list query. */
export function jobSearchRequest(query: ListQuery, pageSize: number): JobListSearch {
  return {
    ...pagedSearchRequest(query, pageSize, jobListSortFields, 'DateTime'),
    statuses: parseJobStatusFilter(query.filters.status),
    assignedTo: null,
    recentlyUsed: false,
    customerContext: query.filters.customer?.trim() || null,
  };
}

/**
 * Spec 2 §2: on iPhone or Android, a list with no customer, image or file context opens with the
 * helper cards (search, add, view all) until the user searches or asks for every job.
 */
export function showsJobPhoneHelper(query: ListQuery, compact: boolean): boolean {
  return showsListPhoneHelper(query, compact, ['customer', 'image', 'file']);
}

export function jobCardName(name: string): string {
  return truncateText(name, JOB_CARD_NAME_MAX);
}

export function jobCardDescription(description: string): string {
  return truncateText(description, JOB_CARD_DESCRIPTION_MAX);
}

/** A recurring job whose chain has no appointments yet is incomplete (spec 2 §2). */
export function isIncompleteRecurringJob(job: { recurring: boolean; appointments: readonly unknown[] }): boolean {
  return job.recurring && job.appointments.length === 0;
}

/** An appointment of a list row: its date and time, or its date and All Day. */
export function jobAppointmentText(appointment: { startDate: string; allDay: boolean }, format: { date: (value: string) => string; time: (value: string) => string }): string {
  return `${format.date(appointment.startDate)} ${appointment.allDay ? 'All Day' : format.time(appointment.startDate)}`;
}
