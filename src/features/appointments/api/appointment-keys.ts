import { entityKeys, type EntityTag } from '@/lib/query-keys';

const keys = entityKeys('appointment');

/** Query keys of the appointments, rooted at the `appointment` tag that appointment mutations invalidate. */
export const appointmentKeys = {
  ...keys,
  byIntake: (intakeContext: string) => keys.key('list', 'intake', intakeContext),
  byJob: (jobContext: string) => keys.key('list', 'job', jobContext),
  /** The appointments of every job in a job's recurrence chain. */
  series: (jobContext: string) => keys.key('list', 'series', jobContext),
};

/**
 * What creating, changing or deleting an appointment changes: the appointments, and their intake
 * (a Pending intake becomes Scheduled; its history records the appointment) or job, the schedule and
 * today's schedule snapshot, and the work orders attached or detached (Scheduled, Pending).
 */
export const appointmentChanges: readonly EntityTag[] = ['appointment', 'intake', 'job', 'schedule', 'dashboard', 'document'];
