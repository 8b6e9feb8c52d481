import type { EntityTag } from '../query-keys';

/**
 * What else a change to an entity refreshes, beyond the entity's own queries (spec 2 §2 and §4):
 * any appointment event refreshes the intake editor and view (and the schedule, the jobs it belongs
 * to, the technician's day); any invoice, proposal or work order event refreshes the job; a payment
 * event reloads the job's payments (and the documents whose amount due it changes).
 */
const alsoRefreshes: Partial<Record<EntityTag, readonly EntityTag[]>> = {
  appointment: ['intake', 'schedule', 'job', 'my-day'],
  document: ['job', 'payment', 'portal'],
  payment: ['job', 'document'],
  job: ['schedule', 'appointment', 'my-day', 'note'],
  intake: ['schedule', 'note'],
  customer: ['note'],
  task: ['schedule'],
  timesheet: ['job'],
  role: ['user'],
  user: ['role'],
};

/** The cache tags a change to `entity` invalidates: its own first, then those the specs say it refreshes. */
export function tagsOfChange(entity: EntityTag): EntityTag[] {
  return [entity, ...(alsoRefreshes[entity] ?? [])];
}

/** The tags of several changes, each once. */
export function tagsOfChanges(entities: Iterable<EntityTag>): EntityTag[] {
  const tags = new Set<EntityTag>();
  for (const entity of entities) tagsOfChange(entity).forEach((tag) => tags.add(tag));
  return [...tags];
}
