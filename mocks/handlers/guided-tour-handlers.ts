import { endpoints } from '../../src/config/endpoints';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { ok, validationError } from './handler-utils';
import { route } from './route';

export const GUIDED_TOUR_NAME_REQUIRED_TEXT = 'A guided tour name is required.';
export const GUIDED_TOUR_DESCRIPTOR_REQUIRED_TEXT = 'A descriptor is required.';
/** Log entries kept; older ones are dropped. */
const MAX_TOUR_LOGS = 2000;

function log(db: MockDb, userId: string, guidedTourName: string, descriptor: string | null): void {
  db.guidedTourLogs.insert({ context: randomUuid(), userId, guidedTourName, descriptor, at: new Date().toISOString() });
  const excess = db.guidedTourLogs.size - MAX_TOUR_LOGS;
  if (excess > 0) for (const entry of db.guidedTourLogs.all().slice(0, excess)) db.guidedTourLogs.remove(entry.context);
}

/** A tour started: it counts as completed for the user from now on (it is never shown again). */
const create = route('get', endpoints.guidedTourLog.create, { allow: 'signed-in' }, ({ user, query }) => {
  const name = query.get('guidedTourName')?.trim() ?? '';
  if (!name) return validationError([GUIDED_TOUR_NAME_REQUIRED_TEXT]);
  const db = getDb();
  if (!user.completedGuidedTours.includes(name)) db.users.update(user.id, { completedGuidedTours: [...user.completedGuidedTours, name] });
  log(db, user.id, name, null);
  return ok();
});

/** A tour step viewed, or the tour finished or cancelled. */
const createCrmRecord = route('get', endpoints.guidedTourLog.createCrmRecord, { allow: 'signed-in' }, ({ user, query }) => {
  const name = query.get('guidedTourName')?.trim() ?? '';
  const descriptor = query.get('descriptor')?.trim() ?? '';
  const messages: string[] = [];
  if (!name) messages.push(GUIDED_TOUR_NAME_REQUIRED_TEXT);
  if (!descriptor) messages.push(GUIDED_TOUR_DESCRIPTOR_REQUIRED_TEXT);
  if (messages.length > 0) return validationError(messages);
  log(getDb(), user.id, name, descriptor);
  return ok();
});

export const guidedTourHandlers = [create, createCrmRecord];
