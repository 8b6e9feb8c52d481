import type { EntityTag } from '@/lib/query-keys';

/**
 * What a task change invalidates: the task lists (also the job, intake and customer task sections,
 * which are task queries), the dashboard's Tasks snapshot and the schedule (it shows tasks by their
 * Complete By date).
 */
export const taskChanges: readonly EntityTag[] = ['task', 'dashboard', 'schedule'];
