import { endpoints } from '../../src/config/endpoints';
import { companyNewsFormSchema, type CompanyNews } from '../../src/lib/schemas/dashboard-schemas';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { SystemSetting } from '../db/types';
import { issueMessages, route } from './route';

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
  return db.systemSettings.get(code)?.value ?? '';
}

function companyNews(db: MockDb): CompanyNews {
  return {
    newsTitle: settingValue(db, NEWS_SETTING_CODES.title),
    newsText: settingValue(db, NEWS_SETTING_CODES.text),
    displayNews: settingValue(db, NEWS_SETTING_CODES.display) === 'Yes',
  };
}

function storeSetting(db: MockDb, code: string, value: string): void {
  const existing = db.systemSettings.get(code);
  db.systemSettings.put(existing ? { ...existing, value } : { ...newsSettingDefaults[code]!, value });
}

const getCompanyNews = route('get', endpoints.dashboard.getCompanyNews, { allow: 'signed-in' }, () => companyNews(getDb()));

const updateCompanyNews = route(
  'post',
  endpoints.dashboard.updateCompanyNews,
  { allow: 'ADMINISTRATOR', body: companyNewsFormSchema, messages: issueMessages },
  ({ body: news }) => {
    const db = getDb();
    storeSetting(db, NEWS_SETTING_CODES.title, news.newsTitle);
    storeSetting(db, NEWS_SETTING_CODES.text, news.newsText);
    storeSetting(db, NEWS_SETTING_CODES.display, news.displayNews ? 'Yes' : 'No');
    return companyNews(db);
  },
);

export const dashboardHandlers = [getCompanyNews, updateCompanyNews];
