/** The tone of a status or priority shown as a chip: its border and dot colour. */
export type StatusTone = 'grey' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const tones: Record<string, StatusTone> = {
  Pending: 'warning',
  Scheduled: 'info',
  Complete: 'success',
  Cancelled: 'grey',
  Open: 'primary',
  'In-Progress': 'info',
  'In Progress': 'info',
  'On Hold': 'warning',
  'Waiting on Parts': 'warning',
  Urgent: 'error',
  High: 'warning',
  // Job documents (issue 15).
  Accepted: 'success',
  'Awaiting eSign': 'info',
  'Changes Requested': 'warning',
  Rejected: 'error',
  Hold: 'warning',
  Draft: 'grey',
  Issued: 'primary',
  'Past Due': 'error',
  Paid: 'success',
  // Visits (issue 17).
  'On My Way': 'info',
  Completed: 'success',
  // Users (issue 19).
  Active: 'success',
  Invited: 'info',
  Locked: 'error',
  Inactive: 'grey',
  // Recurring job chains (issue 19; Active is the users' tone above).
  Incomplete: 'error',
  Ended: 'grey',
};

/** A status's tone; grey for one not listed. */
export function statusTone(status: string): StatusTone {
  return tones[status] ?? 'grey';
}
