import { http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { randomUuid } from '../db/ids';
import { updateDb } from '../db/store';
import type { MockDb } from '../db/types';
import { apiPath, ok, requireUser, validationError } from './handler-utils';

export const GUIDED_TOUR_NAME_REQUIRED_TEXT = 'A guided tour name is required.';
export const GUIDED_TOUR_DESCRIPTOR_REQUIRED_TEXT = 'A descriptor is required.';
/** Log entries kept; older ones are dropped. */
const MAX_TOUR_LOGS = 2000;

function log(db: MockDb, userId: string, guidedTourName: string, descriptor: string | null): void {
  db.guidedTourLogs.push({ context: randomUuid(), userId, guidedTourName, descriptor, at: new Date().toISOString() });
  if (db.guidedTourLogs.length > MAX_TOUR_LOGS) db.guidedTourLogs.splice(0, db.guidedTourLogs.length - MAX_TOUR_LOGS);
}

/** A tour started: it counts as completed for the user from now on (it is never shown again). */
const create = http.get(apiPath(endpoints.guidedTourLog.create), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const name = new URL(request.url).searchParams.get('guidedTourName')?.trim() ?? '';
  if (!name) return validationError([GUIDED_TOUR_NAME_REQUIRED_TEXT]);
  updateDb((db) => {
    if (!user.completedGuidedTours.includes(name)) user.completedGuidedTours.push(name);
    log(db, user.id, name, null);
  });
  return ok();
});

/** A tour step viewed, or the tour finished or cancelled. */
const createCrmRecord = http.get(apiPath(endpoints.guidedTourLog.createCrmRecord), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const query = new URL(request.url).searchParams;
  const name = query.get('guidedTourName')?.trim() ?? '';
  const descriptor = query.get('descriptor')?.trim() ?? '';
  const messages: string[] = [];
  if (!name) messages.push(GUIDED_TOUR_NAME_REQUIRED_TEXT);
  if (!descriptor) messages.push(GUIDED_TOUR_DESCRIPTOR_REQUIRED_TEXT);
  if (messages.length > 0) return validationError(messages);
  updateDb((db) => log(db, user.id, name, descriptor));
  return ok();
});

export const guidedTourHandlers = [create, createCrmRecord];
