import type { EntityTag } from '@/lib/query-keys';
import type { OutboxKind } from './offline-db';

/** What each kind of queued change touches once the server has it (the screens to refresh). */
export const outboxInvalidates: Record<OutboxKind, readonly EntityTag[]> = {
  'visit-step': ['my-day', 'schedule', 'appointment', 'job', 'intake', 'timesheet', 'dashboard', 'email'],
  'visit-note': ['my-day', 'job', 'intake'],
  'form-save': ['my-day', 'form'],
  'checklist-toggle': ['my-day', 'task', 'schedule'],
  photo: ['my-day', 'job', 'storage'],
};
