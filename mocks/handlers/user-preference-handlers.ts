import { endpoints } from '../../src/config/endpoints';
import type { UserPreference } from '../../src/lib/auth/auth-schemas';
import { MULTI_SELECT_SEPARATOR, type UserPreferenceDetail } from '../../src/lib/schemas/settings-schemas';
import { preferenceCatalogEntry, preferenceDetail } from '../db/preference-catalog';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import { readJson, validationError } from './handler-utils';
import { route } from './route';

export const PREFERENCE_KEY_REQUIRED_TEXT = 'A preference key is required.';
export const PREFERENCE_VALUE_REQUIRED_TEXT = 'A preference value is required.';
export const PREFERENCE_LIST_REQUIRED_TEXT = 'A list of preferences is required.';
export const invalidChoiceText = (value: string, name: string): string => `"${value}" is not a valid choice for ${name}.`;
export const chooseAtLeastOneText = (name: string): string => `Choose at least one option for ${name}.`;
/** Longest key and value a preference may have. */
export const PREFERENCE_KEY_MAX = 100;
export const PREFERENCE_VALUE_MAX = 4000;
export const PREFERENCE_KEY_TOO_LONG_TEXT = `A preference key cannot be longer than ${PREFERENCE_KEY_MAX} characters.`;
export const PREFERENCE_VALUE_TOO_LONG_TEXT = `A preference value cannot be longer than ${PREFERENCE_VALUE_MAX} characters.`;
/** Dashboard positions (`{X}_DASH_POS`) are order numbers the Configure Dashboard dialog writes: 1 to 99. */
export const positionText = (name: string): string => `${name} must be a whole number from 1 to 99.`;

function preferenceMessages(key: unknown, value: unknown): string[] {
  const messages: string[] = [];
  if (typeof key !== 'string' || !key.trim()) messages.push(PREFERENCE_KEY_REQUIRED_TEXT);
  else if (key.trim().length > PREFERENCE_KEY_MAX) messages.push(PREFERENCE_KEY_TOO_LONG_TEXT);
  if (typeof value !== 'string' || value === '') messages.push(PREFERENCE_VALUE_REQUIRED_TEXT);
  else if (value.length > PREFERENCE_VALUE_MAX) messages.push(PREFERENCE_VALUE_TOO_LONG_TEXT);
  return messages;
}

/** Checks a value against the catalogue editor of its key. Keys without an editor or choices take any value. */
function catalogueMessages(db: MockDb, key: string, value: string): string[] {
  const entry = preferenceCatalogEntry(key);
  if (key.endsWith('_DASH_POS')) return /^[1-9]\d?$/.test(value) ? [] : [positionText(entry.name)];
  if (entry.editorType === 'SELECT' || (entry.editorType === null && entry.options.length > 0)) {
    return entry.options.includes(value) ? [] : [invalidChoiceText(value, entry.name)];
  }
  if (entry.editorType === 'MULTI_SELECT' || entry.editorType === 'JOB_STATUS') {
    const choices =
      entry.editorType === 'JOB_STATUS'
        ? db.picklists
            .where('kind', 'JobStatus')
            .filter((item) => item.active)
            .map((item) => item.text)
        : entry.options;
    const parts = value.split(MULTI_SELECT_SEPARATOR).filter((part) => part !== '');
    if (parts.length === 0) return [chooseAtLeastOneText(entry.name)];
    return parts.filter((part) => !choices.includes(part)).map((part) => invalidChoiceText(part, entry.name));
  }
  return [];
}

function upsert(db: MockDb, userId: string, preference: UserPreference): void {
  db.userPreferences.put({ userId, key: preference.key, value: preference.value });
}

function preferencesOf(db: MockDb, userId: string): UserPreference[] {
  return db.userPreferences.where('userId', userId).map(({ key, value }) => ({ key, value }));
}

const getAll = route('get', endpoints.userPreference.getAll, { allow: 'signed-in' }, ({ user }) => {
  const details: UserPreferenceDetail[] = preferencesOf(getDb(), user.id).map((preference) => preferenceDetail(preference.key, preference.value));
  return details;
});

const update = route('get', endpoints.userPreference.update, { allow: 'signed-in' }, ({ user, query }) => {
  const key = query.get('key')?.trim() ?? '';
  const value = query.get('value') ?? '';
  const messages = preferenceMessages(key, value);
  if (messages.length > 0) return validationError(messages);
  const db = getDb();
  const invalid = catalogueMessages(db, key, value);
  if (invalid.length > 0) return validationError(invalid);
  upsert(db, user.id, { key, value });
  return { key, value };
});

const updateBatch = route('post', endpoints.userPreference.updateBatch, { allow: 'signed-in' }, async ({ request, user }) => {
  const body = await readJson(request);
  if (!Array.isArray(body) || body.length === 0) return validationError([PREFERENCE_LIST_REQUIRED_TEXT]);
  const preferences: UserPreference[] = [];
  const messages = new Set<string>();
  const db = getDb();
  for (const item of body as unknown[]) {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const itemMessages = preferenceMessages(record.key, record.value);
    if (itemMessages.length === 0) {
      const preference = { key: String(record.key).trim(), value: String(record.value) };
      itemMessages.push(...catalogueMessages(db, preference.key, preference.value));
      if (itemMessages.length === 0) preferences.push(preference);
    }
    itemMessages.forEach((message) => messages.add(message));
  }
  if (messages.size > 0) return validationError([...messages]);
  for (const preference of preferences) upsert(db, user.id, preference);
  return preferencesOf(db, user.id);
});

export const userPreferenceHandlers = [getAll, update, updateBatch];
