import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { SystemSetting, UserPreferenceDetail } from '@/lib/schemas/settings-schemas';
import { server } from '../../../mocks/node';

const api = (path: string) => `*/api/${path}`;

const yesNo = ['Yes', 'No'];

/** Preferences as `GET UserPreference/GetAll` answers them (the contract of docs/api.md). */
export function preferenceDetails(): UserPreferenceDetail[] {
  return [
    { key: 'CUST_ON_DASH', value: 'Yes', name: 'Show recent customers', description: 'Recent customers on the dashboard.', editorType: 'SELECT', options: yesNo },
    { key: 'CUST_DASH_POS', value: '1', name: 'Recent customers position', description: '', editorType: null, options: [] },
    { key: 'FINANCE_ON_DASH', value: 'Yes', name: 'Show financial summary', description: 'The financial summary on the dashboard.', editorType: 'SELECT', options: yesNo },
    { key: 'FINANCE_DASH_POS', value: '2', name: 'Financial summary position', description: '', editorType: null, options: [] },
    { key: 'CUST_DASH_FLTR', value: 'Most Recent', name: 'Recent customers filter', description: 'Which customers the snapshot lists.', editorType: 'SELECT', options: ['Most Recent', 'Assigned to Me'] },
    { key: 'USER_LAND_PG', value: 'Dashboard', name: 'Landing page', description: 'The page you see after logging in.', editorType: 'SELECT', options: ['Dashboard', 'Customers', 'Intake', 'Jobs', 'Proposals', 'Work Orders', 'Invoices', 'Schedule'] },
    { key: 'INTAKE_DEF_STAT_FLTR', value: 'Pending;Scheduled', name: 'Default intake statuses', description: 'Statuses the intake list starts with.', editorType: 'MULTI_SELECT', options: ['Pending', 'Scheduled', 'Complete', 'Cancelled'] },
    { key: 'JOB_DEF_STAT_FLTR', value: 'Open;In Progress', name: 'Default job statuses', description: 'Statuses the job list starts with.', editorType: 'JOB_STATUS', options: [] },
    { key: 'INVOICE_DEF_FLTR', value: 'All', name: 'Default invoice filter', description: 'Invoices the list starts with.', editorType: 'SELECT', options: ['All', 'Past Due'] },
  ];
}

export function systemSettings(): SystemSetting[] {
  return [
    { code: 'DASH_NEWS_DISPLAY', name: 'Display company news', description: 'Show company news on the dashboard.', value: 'Yes', category: 'DASHBOARD', editorType: 'YES_NO' },
    { code: 'PAGE_SIZE', name: 'Default page size', description: 'Rows per page in lists.', value: '25', category: 'PAGING', editorType: 'PAGINATION' },
    { code: 'INTAKE_DEF_ASSIGNEE', name: 'Default intake assignee', description: 'Who new intake is assigned to.', value: 'p-olivia', category: 'INTAKE', editorType: 'PERSONNEL' },
    { code: 'INVOICE_DUE_DAYS', name: 'Invoice due days', description: 'Days until payment is due.', value: '30', category: 'INVOICE', editorType: 'INPUT_NUMBER' },
    { code: 'JOB_NAME_PATTERN', name: 'Job name pattern', description: 'How new job names are built.', value: '{customer} - {number}', category: 'JOB', editorType: 'TEXTAREA' },
  ];
}

const item = (context: string, text: string, order: number, active = true): PicklistItem => ({ context, text, order, active, isDefault: false });

export const picklists: Record<string, PicklistItem[]> = {
  JobStatus: [item('js-2', 'In Progress', 2), item('js-1', 'Open', 1), item('js-3', 'Complete', 3), item('js-9', 'Archived', 9, false)],
  Personnel: [item('p-olivia', 'Olivia Office', 1), item('p-theo', 'Theo Tech', 2), item('p-gone', 'Gina Gone', 3, false)],
};

export interface PreferenceApi {
  preferences: UserPreferenceDetail[];
  settings: SystemSetting[];
  /** Query strings of `UserPreference/Update` calls. */
  preferenceUpdates: Array<{ key: string | null; value: string | null }>;
  settingUpdates: unknown[];
  searches: unknown[];
}

/** Answers the preference, setting and picklist calls from in-memory lists (overrides the mock's handlers). */
export function overridePreferenceApi(): PreferenceApi {
  const state: PreferenceApi = { preferences: preferenceDetails(), settings: systemSettings(), preferenceUpdates: [], settingUpdates: [], searches: [] };
  server.use(
    http.get(api(endpoints.userPreference.getAll), () => HttpResponse.json(state.preferences)),
    http.get(api(endpoints.userPreference.update), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const key = query.get('key');
      const value = query.get('value');
      state.preferenceUpdates.push({ key, value });
      state.preferences = state.preferences.map((preference) => (preference.key === key ? { ...preference, value: value ?? '' } : preference));
      return HttpResponse.json({ key, value });
    }),
    http.post(api(endpoints.systemSetting.search), async ({ request }) => {
      state.searches.push(await request.json());
      return HttpResponse.json({ results: state.settings, searchResultCount: state.settings.length, totalCount: state.settings.length });
    }),
    http.post(api(endpoints.systemSetting.update), async ({ request }) => {
      const body = (await request.json()) as { code: string; value: string };
      state.settingUpdates.push(body);
      const setting = state.settings.find((candidate) => candidate.code === body.code);
      if (!setting) return HttpResponse.json([`There is no setting with the code ${body.code}.`], { status: 400 });
      const saved = { ...setting, value: body.value };
      state.settings = state.settings.map((candidate) => (candidate.code === body.code ? saved : candidate));
      return HttpResponse.json(saved);
    }),
    http.get(api(endpoints.picklist.getByKind), ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') ?? '';
      return HttpResponse.json(picklists[kind] ?? []);
    }),
  );
  return state;
}
