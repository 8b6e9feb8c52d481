import { endpoints } from '../../src/config/endpoints';
import { weatherEventCreateSchema, weatherMessages, type WeatherEvent as WeatherEventView } from '../../src/lib/schemas/schedule-schemas';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import type { WeatherEvent } from '../db/types';
import { notFound, ok } from './handler-utils';
import { issueMessages, route } from './route';

/** A weather event as the schedule shows it (spec 2 §3). */
export function weatherView(event: WeatherEvent): WeatherEventView {
  return { context: event.context, type: event.type, dateTime: event.dateTime, timeOfDay: event.timeOfDay };
}

const CONTEXT_REQUIRED = 'A weather event context is required.';

const get = route('get', endpoints.weatherEvent.get, { allow: 'SCHED_R', context: CONTEXT_REQUIRED }, ({ context }) => {
  const event = getDb().weatherEvents.get(context);
  return event ? weatherView(event) : notFound(weatherMessages.notFound);
});

/** Adds a weather event (schedule create). */
const create = route('post', endpoints.weatherEvent.create, { allow: 'SCHED_C', body: weatherEventCreateSchema, messages: issueMessages }, ({ body }) => {
  const event = getDb().weatherEvents.insert({
    context: randomUuid(),
    type: body.type,
    dateTime: new Date(body.dateTime).toISOString(),
    timeOfDay: body.timeOfDay,
    dateCreated: new Date().toISOString(),
  });
  return weatherView(event);
});

/** Deletes a weather event (schedule update, as the popup's delete: spec 2 §6 "update (… popups)"). */
const remove = route('delete', endpoints.weatherEvent.delete, { allow: 'SCHED_U', context: CONTEXT_REQUIRED }, ({ context }) => {
  const db = getDb();
  if (!db.weatherEvents.has(context)) return notFound(weatherMessages.notFound);
  db.weatherEvents.remove(context);
  return ok();
});

export const weatherHandlers = [get, create, remove];
