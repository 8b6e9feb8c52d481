import { endpoints } from '../../src/config/endpoints';
import {
  pageSizeOptions,
  SYSTEM_SETTING_MESSAGES,
  systemSettingCategories,
  systemSettingSearchRequestSchema,
  type SystemSetting as SystemSettingView,
} from '../../src/lib/schemas/settings-schemas';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { SystemSetting } from '../db/types';
import { readJson, validationError } from './handler-utils';
import { route } from './route';
import { page, type SearchAnswer } from './search-utils';

/** Longest TEXTAREA value. */
export const SETTING_TEXT_MAX = 4000;
export const SETTING_VALUE_REQUIRED_TEXT = 'A setting value is required.';
export const settingTooLongText = (name: string): string => `${name} cannot be longer than ${SETTING_TEXT_MAX} characters.`;

/** Settings the preferences screen may read and change: never PAYMENT or EMAIL (they have their own calls). */
function isGeneral(setting: SystemSetting): boolean {
  return (systemSettingCategories as readonly string[]).includes(setting.category);
}

function view(setting: SystemSetting): SystemSettingView {
  return { ...setting } as SystemSettingView;
}

function generalSettings(db: MockDb): SystemSettingView[] {
  return db.systemSettings.all().filter(isGeneral).map(view);
}

interface SettingChange {
  code: string;
  value: string;
}

/** Validation messages of one change, by the setting's editor type. */
function changeMessages(db: MockDb, item: unknown): { messages: string[]; change?: SettingChange } {
  const record = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code.trim() : '';
  if (!code) return { messages: [SYSTEM_SETTING_MESSAGES.codeRequired] };
  const setting = db.systemSettings.get(code);
  if (!setting || !isGeneral(setting)) return { messages: [SYSTEM_SETTING_MESSAGES.unknownCode(code)] };
  if (typeof record.value !== 'string') return { messages: [SETTING_VALUE_REQUIRED_TEXT] };
  const value = record.value;
  const { name } = setting;
  switch (setting.editorType) {
    case 'INPUT_NUMBER':
      if (!/^\d+$/.test(value.trim())) return { messages: [SYSTEM_SETTING_MESSAGES.notANumber(name)] };
      return { messages: [], change: { code, value: String(Number(value.trim())) } };
    case 'YES_NO':
      if (value !== 'Yes' && value !== 'No') return { messages: [SYSTEM_SETTING_MESSAGES.notYesNo(name)] };
      break;
    case 'PAGINATION':
      if (!(pageSizeOptions as readonly string[]).includes(value)) return { messages: [SYSTEM_SETTING_MESSAGES.notAPageSize(name)] };
      break;
    case 'PERSONNEL':
      if (value !== '' && !db.personnel.has(value)) {
        return { messages: [SYSTEM_SETTING_MESSAGES.unknownPersonnel(name)] };
      }
      break;
    case 'TEXTAREA':
      if (value.length > SETTING_TEXT_MAX) return { messages: [settingTooLongText(name)] };
      break;
  }
  return { messages: [], change: { code, value } };
}

function apply(db: MockDb, changes: readonly SettingChange[]): void {
  for (const change of changes) db.systemSettings.update(change.code, { value: change.value });
}

/** Any signed-in user may read the settings (the app needs them); paging over the chosen categories. */
const search = route('post', endpoints.systemSetting.search, { allow: 'signed-in', body: systemSettingSearchRequestSchema }, ({ body }) => {
  const all = generalSettings(getDb());
  const found = body.categories.length === 0 ? all : all.filter((setting) => body.categories.includes(setting.category));
  const answer: SearchAnswer<SystemSettingView> = {
    results: page(found, body.pageNumber, body.pageSize),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

const getAll = route('get', endpoints.systemSetting.getAll, { allow: 'signed-in' }, () => generalSettings(getDb()));

const update = route('post', endpoints.systemSetting.update, { allow: 'ADMINISTRATOR' }, async ({ request }) => {
  const db = getDb();
  const { messages, change } = changeMessages(db, await readJson(request));
  if (!change) return validationError(messages);
  apply(db, [change]);
  return view(db.systemSettings.get(change.code)!);
});

const updateBatch = route('post', endpoints.systemSetting.updateBatch, { allow: 'ADMINISTRATOR' }, async ({ request }) => {
  const body = await readJson(request);
  if (!Array.isArray(body) || body.length === 0) return validationError([SYSTEM_SETTING_MESSAGES.listRequired]);
  const db = getDb();
  const messages = new Set<string>();
  const changes: SettingChange[] = [];
  for (const item of body as unknown[]) {
    const result = changeMessages(db, item);
    result.messages.forEach((message) => messages.add(message));
    if (result.change) changes.push(result.change);
  }
  if (messages.size > 0) return validationError([...messages]);
  apply(db, changes);
  return generalSettings(db);
});

export const systemSettingHandlers = [search, getAll, update, updateBatch];
