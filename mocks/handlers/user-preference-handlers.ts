import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import type { UserPreference } from '../../src/lib/auth/auth-schemas';
import { updateDb, getDb } from '../db/store';
import type { MockDb } from '../db/types';
import { apiPath, readJson, requireUser, validationError } from './handler-utils';

export const PREFERENCE_KEY_REQUIRED_TEXT = 'A preference key is required.';
export const PREFERENCE_VALUE_REQUIRED_TEXT = 'A preference value is required.';
export const PREFERENCE_LIST_REQUIRED_TEXT = 'A list of preferences is required.';

function preferenceMessages(key: unknown, value: unknown): string[] {
  const messages: string[] = [];
  if (typeof key !== 'string' || !key.trim()) messages.push(PREFERENCE_KEY_REQUIRED_TEXT);
  if (typeof value !== 'string' || value === '') messages.push(PREFERENCE_VALUE_REQUIRED_TEXT);
  return messages;
}

function upsert(db: MockDb, userId: string, preference: UserPreference): void {
  const list = (db.preferences[userId] ??= []);
  const existing = list.find((candidate) => candidate.key === preference.key);
  if (existing) existing.value = preference.value;
  else list.push({ ...preference });
}

function copyOf(list: UserPreference[] | undefined): UserPreference[] {
  return (list ?? []).map((preference) => ({ ...preference }));
}

const getAll = http.get(apiPath(endpoints.userPreference.getAll), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(copyOf(getDb().preferences[user.id]));
});

const update = http.get(apiPath(endpoints.userPreference.update), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const query = new URL(request.url).searchParams;
  const key = query.get('key')?.trim() ?? '';
  const value = query.get('value') ?? '';
  const messages = preferenceMessages(key, value);
  if (messages.length > 0) return validationError(messages);
  updateDb((db) => upsert(db, user.id, { key, value }));
  return HttpResponse.json({ key, value });
});

const updateBatch = http.post(apiPath(endpoints.userPreference.updateBatch), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const body = await readJson(request);
  if (!Array.isArray(body) || body.length === 0) return validationError([PREFERENCE_LIST_REQUIRED_TEXT]);
  const preferences: UserPreference[] = [];
  const messages = new Set<string>();
  for (const item of body as unknown[]) {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const itemMessages = preferenceMessages(record.key, record.value);
    itemMessages.forEach((message) => messages.add(message));
    if (itemMessages.length === 0) preferences.push({ key: String(record.key).trim(), value: String(record.value) });
  }
  if (messages.size > 0) return validationError([...messages]);
  const list = updateDb((db) => {
    for (const preference of preferences) upsert(db, user.id, preference);
    return copyOf(db.preferences[user.id]);
  });
  return HttpResponse.json(list);
});

export const userPreferenceHandlers = [getAll, update, updateBatch];
