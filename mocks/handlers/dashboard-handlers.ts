import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { companyNewsFormSchema, type CompanyNews } from '../../src/lib/schemas/dashboard-schemas';
import { getDb, updateDb } from '../db/store';
import type { MockDb, SystemSetting } from '../db/types';
import { apiPath, readJson, requirePermission, requireUser, validationError } from './handler-utils';

/** The system settings that hold the company news. */
export const NEWS_SETTING_CODES = {
  title: 'DASH_NEWS_TITLE',
  text: 'DASH_NEWS_TEXT',
  display: 'DASH_NEWS_DISPLAY',
} as const;

const newsSettingDefaults: Record<string, Omit<SystemSetting, 'value'>> = {
  [NEWS_SETTING_CODES.title]: {
    code: NEWS_SETTING_CODES.title,
    name: 'Company news title',
    description: 'Heading of the company news snapshot on the dashboard.',
    category: 'DASHBOARD',
    editorType: 'TEXTAREA',
  },
  [NEWS_SETTING_CODES.text]: {
    code: NEWS_SETTING_CODES.text,
    name: 'Company news text',
    description: 'Message shown to every user in the company news snapshot.',
    category: 'DASHBOARD',
    editorType: 'TEXTAREA',
  },
  [NEWS_SETTING_CODES.display]: {
    code: NEWS_SETTING_CODES.display,
    name: 'Display company news',
    description: 'Show the company news snapshot on the dashboard.',
    category: 'DASHBOARD',
    editorType: 'YES_NO',
  },
};

function settingValue(db: MockDb, code: string): string {
  return db.systemSettings.find((setting) => setting.code === code)?.value ?? '';
}

function companyNews(db: MockDb): CompanyNews {
  return {
    newsTitle: settingValue(db, NEWS_SETTING_CODES.title),
    newsText: settingValue(db, NEWS_SETTING_CODES.text),
    displayNews: settingValue(db, NEWS_SETTING_CODES.display) === 'Yes',
  };
}

function storeSetting(db: MockDb, code: string, value: string): void {
  const existing = db.systemSettings.find((setting) => setting.code === code);
  if (existing) existing.value = value;
  else db.systemSettings.push({ ...newsSettingDefaults[code]!, value });
}

const getCompanyNews = http.get(apiPath(endpoints.dashboard.getCompanyNews), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(companyNews(getDb()));
});

const updateCompanyNews = http.post(apiPath(endpoints.dashboard.updateCompanyNews), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'ADMINISTRATOR');
  if (denied) return denied;
  const parsed = companyNewsFormSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError([...new Set(parsed.error.issues.map((issue) => issue.message))]);
  const news = parsed.data;
  const answer = updateDb((db) => {
    storeSetting(db, NEWS_SETTING_CODES.title, news.newsTitle);
    storeSetting(db, NEWS_SETTING_CODES.text, news.newsText);
    storeSetting(db, NEWS_SETTING_CODES.display, news.displayNews ? 'Yes' : 'No');
    return companyNews(db);
  });
  return HttpResponse.json(answer);
});

export const dashboardHandlers = [getCompanyNews, updateCompanyNews];
