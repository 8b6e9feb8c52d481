import type { UserPreferenceDetail, UserPreferenceEditorType } from '../../src/lib/schemas/settings-schemas';

/** What the Preferences screen needs to show and edit a preference (server-side metadata). */
export interface PreferenceCatalogEntry {
  name: string;
  description: string;
  /** `null`: not edited on the Preferences screen (dashboard positions are ordered in Configure Dashboard). */
  editorType: UserPreferenceEditorType | null;
  /**
   * Choices of SELECT and MULTI_SELECT editors, and of the `null`-editor keys that take only some
   * values (the pricebook's list or grid views); empty for JOB_STATUS (the JobStatus picklist) and
   * the other `null` editors.
   */
  options: string[];
}

const YES_NO = ['Yes', 'No'];
/** The values of the pricebook's view preferences (`PB_VIEW_{BUNDLE|CATEGORY|ITEM|VENDOR}`); `List` by default. */
export const PRICEBOOK_VIEWS = ['List', 'Grid'] as const;
const PRICEBOOK_VIEW_SECTIONS: [entity: string, label: string][] = [
  ['BUNDLE', 'bundles'],
  ['CATEGORY', 'categories'],
  ['ITEM', 'products and services'],
  ['VENDOR', 'vendors'],
];
const DASHBOARD_FILTERS = ['Most Recent', 'Assigned to Me'];
const PERSONNEL_FILTERS = ['All', 'Assigned to Me'];

/** Dashboard snapshots by preference prefix, with the title the dashboard shows. */
const snapshots: [prefix: string, title: string][] = [
  ['CUST', 'Recent Customers'],
  ['FINANCE', 'Financial Summary'],
  ['INTAKE', 'Recent Intake'],
  ['JOB', 'Recent Jobs'],
  ['SCHED', 'Today\u2019s Schedule'],
  ['TASK', 'Tasks'],
  ['TIMESHEET', 'Timesheet'],
];

const filterDescriptions: Record<string, string> = {
  CUST: 'Which customers the Recent Customers snapshot lists: the ones you used last, or the ones assigned to you.',
  JOB: 'Which jobs the Recent Jobs snapshot lists: the ones you used last, or the ones you are scheduled on.',
  INTAKE: 'Which intake the Recent Intake snapshot lists: the ones you used last, or the ones assigned to you.',
  TASK: 'Which tasks the Tasks snapshot lists: the ones you used last, or the ones assigned to you.',
};

function select(name: string, description: string, options: string[]): PreferenceCatalogEntry {
  return { name, description, editorType: 'SELECT', options };
}

function multiSelect(name: string, description: string, options: string[]): PreferenceCatalogEntry {
  return { name, description, editorType: 'MULTI_SELECT', options };
}

function buildCatalog(): Record<string, PreferenceCatalogEntry> {
  const catalog: Record<string, PreferenceCatalogEntry> = {};
  for (const [prefix, title] of snapshots) {
    catalog[`${prefix}_ON_DASH`] = select(`Show ${title}`, `Show the ${title} snapshot on the dashboard.`, YES_NO);
    catalog[`${prefix}_DASH_POS`] = {
      name: `${title} position`,
      description: `Where the ${title} snapshot appears on the dashboard; change it in Configure Dashboard.`,
      editorType: null,
      options: [],
    };
    const filterDescription = filterDescriptions[prefix];
    if (filterDescription) catalog[`${prefix}_DASH_FLTR`] = select(`${title} filter`, filterDescription, DASHBOARD_FILTERS);
  }
  catalog.SCHED_DASH_FLTR = select(
    'Today\u2019s Schedule filter',
    'Whose appointments the Today\u2019s Schedule snapshot shows: everyone\u2019s, or only yours.',
    PERSONNEL_FILTERS,
  );
  catalog.SHOW_GET_STARTED = select('Show Getting Started', 'Show the Getting Started guide at the top of the dashboard.', YES_NO);
  catalog.USER_LAND_PG = select('Landing page', 'The page you see first after you log in.', [
    'Dashboard',
    'Customers',
    'Intake',
    'Jobs',
    'Proposals',
    'Work Orders',
    'Invoices',
    'Schedule',
  ]);
  catalog.INTAKE_DEF_PERS_FLTR = select(
    'Intake default personnel filter',
    'Whose intake the intake list shows when it opens.',
    PERSONNEL_FILTERS,
  );
  catalog.INTAKE_DEF_STAT_FLTR = multiSelect('Intake default status filter', 'The intake statuses the intake list shows when it opens.', [
    'Pending',
    'Scheduled',
    'Complete',
    'Cancelled',
  ]);
  catalog.JOB_DEF_STAT_FLTR = {
    name: 'Job default status filter',
    description: 'The job statuses the job list shows when it opens.',
    editorType: 'JOB_STATUS',
    options: [],
  };
  catalog.SCHED_DEF_PERS_FLTR = select('Schedule default personnel filter', 'Whose appointments the schedule shows when it opens.', PERSONNEL_FILTERS);
  catalog.SCHED_DEF_VIEW = select('Schedule default view', 'The calendar view the schedule opens in.', ['Day', 'Week', 'Month']);
  catalog.TASK_DEF_PERS_FLTR = select('Task default personnel filter', 'Whose tasks the task list shows when it opens.', PERSONNEL_FILTERS);
  catalog.TASK_DEF_STAT_FLTR = multiSelect('Task default status filter', 'The task statuses the task list shows when it opens.', [
    'Open',
    'In-Progress',
    'Complete',
    'Pending',
  ]);
  catalog.PROP_DEF_STAT_FLTR = multiSelect('Proposal default status filter', 'The proposal statuses the proposal list shows when it opens.', [
    'Pending',
    'Awaiting eSign',
    'Changes Requested',
    'Accepted',
    'Rejected',
    'Hold',
    'Cancelled',
  ]);
  catalog.INVOICE_DEF_FLTR = select('Invoice default filter', 'Which invoices the invoice list shows when it opens.', ['All', 'Unpaid', 'Past Due']);
  catalog.WO_DEF_STAT_FLTR = multiSelect('Work order default status filter', 'The work order statuses the work order list shows when it opens.', [
    'Pending',
    'Scheduled',
    'Complete',
    'Hold',
    'Cancelled',
  ]);
  // The pricebook screen's list/grid switch, one per section; not on the Preferences screen.
  for (const [entity, label] of PRICEBOOK_VIEW_SECTIONS) {
    catalog[`PB_VIEW_${entity}`] = {
      name: `Pricebook ${label} view`,
      description: `Whether the pricebook shows ${label} as a list or a grid; switched on the pricebook screen.`,
      editorType: null,
      options: [...PRICEBOOK_VIEWS],
    };
  }
  return catalog;
}

/** Every preference key the product knows, with its editor. */
export const preferenceCatalog: Readonly<Record<string, PreferenceCatalogEntry>> = buildCatalog();

/** The catalogue entry of a key; unknown keys are named by the key itself and have no editor. */
export function preferenceCatalogEntry(key: string): PreferenceCatalogEntry {
  return preferenceCatalog[key] ?? { name: key, description: '', editorType: null, options: [] };
}

/** A stored preference joined with its catalogue entry. */
export function preferenceDetail(key: string, value: string): UserPreferenceDetail {
  const entry = preferenceCatalogEntry(key);
  return { key, value, name: entry.name, description: entry.description, editorType: entry.editorType, options: [...entry.options] };
}
