import type { StartTimerRequest, TimesheetEntry } from '@/lib/schemas/timesheet-schemas';

/** What a timer runs against: a job, a task, or general shop time. */
export type TimerTarget = { kind: 'job'; context: string } | { kind: 'task'; context: string } | { kind: 'general' };

/** The StartTimer request for a target. */
export function startRequestFor(target: TimerTarget): StartTimerRequest {
  switch (target.kind) {
    case 'job':
      return { entryType: 'Job', jobContext: target.context, taskContext: null };
    case 'task':
      return { entryType: 'Task', jobContext: null, taskContext: target.context };
    default:
      return { entryType: 'Shop', jobContext: null, taskContext: null };
  }
}

/** Whether the running entry (if any) is this target's. */
export function isRunningFor(entry: TimesheetEntry | null | undefined, target: TimerTarget): boolean {
  if (!entry || entry.endDate !== null) return false;
  switch (target.kind) {
    case 'job':
      return entry.job?.context === target.context;
    case 'task':
      return entry.task?.context === target.context;
    default:
      return !entry.job && !entry.task;
  }
}

/** What the running entry is for, as the running timer shows it: the job's name, the task's title or the entry type. */
export function runningLabel(entry: TimesheetEntry): string {
  if (entry.job) return entry.job.name;
  if (entry.task) return entry.task.title || 'No Title';
  return entry.entryType;
}
