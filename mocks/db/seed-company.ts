import { seededUuid } from './ids';
import { seedPaymentProviderAccount } from './seed-payment-provider';
import { seedPersonnel } from './seed-personnel';
import { seedPicklists } from './seed-picklists';
import { seedSystemSettings } from './seed-settings';
import type { LogonAuditEntry, MockData, MockRole, MockUser, StoredPreference, UserPreference } from './types';

/** Bump when the shape of `MockData` changes incompatibly: stored data of another version is replaced by a fresh seed. */
export const MOCK_DB_SCHEMA_VERSION = 17;

/** The password of every seeded user that has one. */
export const DEMO_PASSWORD = 'Demo123!';

/** The preference naming the page a user lands on after login. */
export const LANDING_PAGE_PREFERENCE_KEY = 'USER_LAND_PG';

/** Sign-in failures after which an account locks. */
export const MAX_FAILED_LOGINS = 5;

const crudEntities = [
  'INTAKE',
  'CUST',
  'JOB',
  'SCHED',
  'PROP',
  'WO',
  'INVOICE',
  'PYMT',
  'TASK',
  'PB',
  'RES',
  'SPLR',
  'LOC',
  'NOTE',
  'TIMESHEET',
  // Spec 3 §6 resource maintenance (docs/api.md).
  'RESMAINT',
] as const;

/** Every permission code the product knows. */
export const allPermissions: readonly string[] = [
  ...crudEntities.flatMap((entity) => [`${entity}_C`, `${entity}_R`, `${entity}_U`, `${entity}_D`]),
  'EMAIL_HIST_R',
  'RPT_R',
  // Not in spec 1 §6 (docs/api.md): line costs, markups, profit, payment terms and customers' job defaults.
  'JOB_COST_R',
  // Spec 2 §6 "Picklist create, update, delete" (Edit Tags, managing job types).
  'PICKLIST_C',
  'PICKLIST_U',
  'PICKLIST_D',
  // Spec 2 §6 "Proposal … export to Excel" (docs/api.md).
  'PROP_EXPORT',
  'ADMINISTRATOR',
  'ROOT',
];

const technicianPermissions = ['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R', 'TASK_C', 'TASK_U', 'RES_R', 'RESMAINT_R'];

/** The seeded roles (issue 19), by key. */
export const seededRoleNames = {
  administrator: 'Administrator',
  officeManager: 'Office Manager',
  technician: 'Technician',
  root: 'Root',
} as const;

export type SeededRoleKey = keyof typeof seededRoleNames;

export function roleContext(key: SeededRoleKey): string {
  return seededUuid(`role:${key}`);
}

/** The roles every seed starts with; their permissions are what the seeded users have always held. */
export function seedRoles(): MockRole[] {
  const role = (key: SeededRoleKey, description: string, permissions: readonly string[]): MockRole => ({
    context: roleContext(key),
    name: seededRoleNames[key],
    description,
    permissions: [...permissions],
  });
  return [
    role('administrator', 'Runs the company account: settings, billing, users and roles, and everything the office does.', allPermissions.filter((code) => code !== 'ROOT')),
    role('officeManager', 'Runs the office: intake, customers, jobs, documents, payments, scheduling and the catalogues.', allPermissions.filter((code) => code !== 'ADMINISTRATOR' && code !== 'ROOT')),
    role('technician', 'Works in the field: their day, jobs, tasks and resources.', technicianPermissions),
    role('root', 'Fieldline support: everything, and the developer tools.', allPermissions),
  ];
}

/** Fixed links for demos and tests. Every other guid is invalid. */
export const seededGuids = {
  /** A valid password reset link for tech@demo.test. */
  techReset: '00000000-0000-4000-8000-000000000001',
  /** A valid get-started link for new@demo.test. */
  newUserGetStarted: '00000000-0000-4000-8000-000000000002',
} as const;

export const seededUsernames = {
  admin: 'admin@demo.test',
  root: 'root@demo.test',
  office: 'office@demo.test',
  tech: 'tech@demo.test',
  locked: 'locked@demo.test',
  newUser: 'new@demo.test',
} as const;

export type SeededUserKey = keyof typeof seededUsernames;

function user(key: SeededUserKey, fields: Pick<MockUser, 'firstName' | 'lastName'>, role: SeededRoleKey): MockUser {
  const granted = seedRoles().find((candidate) => candidate.context === roleContext(role))?.permissions ?? [];
  return {
    id: seededUuid(`user:${key}`),
    roleContext: roleContext(role),
    permissions: [...granted],
    active: true,
    lastSignInAt: null,
    invitedAt: null,
    version: 1,
    username: seededUsernames[key],
    password: DEMO_PASSWORD,
    locked: false,
    failedAttempts: 0,
    personnelContext: seededUuid(`personnel:${key}`),
    completedGuidedTours: [],
    invitedWithoutPassword: false,
    ...fields,
  };
}

export function seedUsers(): MockUser[] {
  return [
    user('admin', { firstName: 'Avery', lastName: 'Admin' }, 'administrator'),
    user('root', { firstName: 'Riley', lastName: 'Root' }, 'root'),
    user('office', { firstName: 'Olivia', lastName: 'Office' }, 'officeManager'),
    user('tech', { firstName: 'Theo', lastName: 'Tech' }, 'technician'),
    {
      ...user('locked', { firstName: 'Lee', lastName: 'Locked' }, 'technician'),
      locked: true,
      failedAttempts: MAX_FAILED_LOGINS,
    },
    {
      ...user('newUser', { firstName: 'Nora', lastName: 'New' }, 'technician'),
      password: null,
      invitedWithoutPassword: true,
    },
  ];
}

const dashboardSnapshots = ['CUST', 'FINANCE', 'INTAKE', 'JOB', 'SCHED', 'TASK', 'TIMESHEET'] as const;

/** The preferences every new user starts with. */
export function defaultPreferences(showGetStarted: boolean): UserPreference[] {
  return [
    ...dashboardSnapshots.flatMap((snapshot, index) => [
      { key: `${snapshot}_ON_DASH`, value: 'Yes' },
      { key: `${snapshot}_DASH_POS`, value: String(index + 1) },
    ]),
    { key: 'SHOW_GET_STARTED', value: showGetStarted ? 'Yes' : 'No' },
    { key: LANDING_PAGE_PREFERENCE_KEY, value: 'Dashboard' },
    { key: 'CUST_DASH_FLTR', value: 'Most Recent' },
    { key: 'JOB_DASH_FLTR', value: 'Most Recent' },
    { key: 'INTAKE_DASH_FLTR', value: 'Most Recent' },
    { key: 'TASK_DASH_FLTR', value: 'Assigned to Me' },
    { key: 'SCHED_DASH_FLTR', value: 'All' },
    { key: 'INTAKE_DEF_PERS_FLTR', value: 'All' },
    { key: 'INTAKE_DEF_STAT_FLTR', value: 'Pending;Scheduled' },
    { key: 'JOB_DEF_STAT_FLTR', value: 'Open;In Progress' },
    { key: 'SCHED_DEF_PERS_FLTR', value: 'All' },
    { key: 'TASK_DEF_PERS_FLTR', value: 'Assigned to Me' },
    { key: 'TASK_DEF_STAT_FLTR', value: 'Open;In-Progress' },
    { key: 'SCHED_DEF_VIEW', value: 'Day' },
    { key: 'PROP_DEF_STAT_FLTR', value: 'Pending;Awaiting eSign;Changes Requested' },
    { key: 'INVOICE_DEF_FLTR', value: 'Unpaid' },
    { key: 'WO_DEF_STAT_FLTR', value: 'Pending;Scheduled' },
    ...['BUNDLE', 'CATEGORY', 'ITEM', 'VENDOR'].map((entity) => ({ key: `PB_VIEW_${entity}`, value: 'List' })),
  ];
}

const userAgents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
} as const;

export function seedLogonAudit(now: Date): LogonAuditEntry[] {
  // Whole days before today, so every row lies in the past whatever the time of day.
  const at = (daysAgo: number, hour: number, minute: number): string => {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() - daysAgo - 1);
    date.setUTCHours(hour, minute, 0, 0);
    return date.toISOString();
  };
  const row = (
    dateTime: string,
    userName: string,
    userAgent: string,
    userIpAddress: string,
    status: string,
  ): LogonAuditEntry => ({ context: seededUuid(`logon:${dateTime}:${userName}:${status}`), dateTime, userName, userAgent, userIpAddress, status });
  return [
    row(at(4, 13, 2), seededUsernames.admin, userAgents.chromeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(4, 13, 41), seededUsernames.office, userAgents.edgeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(3, 12, 15), seededUsernames.tech, userAgents.safariIphone, '198.51.100.77', 'LOGIN FAILED'),
    row(at(3, 12, 16), seededUsernames.tech, userAgents.safariIphone, '198.51.100.77', 'LOGIN SUCCESS'),
    row(at(2, 14, 5), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 6), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 7), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 8), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 9), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 12), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'ACCOUNT LOCKED'),
    row(at(1, 12, 58), seededUsernames.admin, userAgents.chromeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(1, 13, 30), 'owner@northwind-hp.test', userAgents.chromeWindows, '192.0.2.140', 'LOGIN FAILED'),
    row(at(0, 12, 47), seededUsernames.office, userAgents.edgeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
  ];
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every user's starting preferences, one record per user and key. */
export function seedPreferences(users: readonly MockUser[]): StoredPreference[] {
  return users.flatMap((seeded) =>
    defaultPreferences(seeded.permissions.includes('ADMINISTRATOR')).map((preference) => ({
      userId: seeded.id,
      ...preference,
      // Technicians' schedule opens on their own appointments (issue 16: the technician sees their own schedule).
      ...(preference.key === 'SCHED_DEF_PERS_FLTR' && seeded.roleContext === roleContext('technician') ? { value: 'Assigned to Me' } : {}),
    })),
  );
}

/** What every seed shares: the company, its users and their sign-in state, settings and providers. */
export function seedCompany(now: Date) {
  const logonAudit = seedLogonAudit(now);
  // Each user's last sign-in is the last LOGIN SUCCESS of the logon audit.
  const users = seedUsers().map((seeded) => ({
    ...seeded,
    lastSignInAt: logonAudit.findLast((row) => row.userName === seeded.username && row.status === 'LOGIN SUCCESS')?.dateTime ?? null,
  }));
  const userId = (key: SeededUserKey): string => seededUuid(`user:${key}`);
  const office = users.find((candidate) => candidate.username === seededUsernames.office);
  const trialEnds = new Date(now);
  trialEnds.setUTCDate(trialEnds.getUTCDate() + 12);
  return {
    schemaVersion: MOCK_DB_SCHEMA_VERSION,
    seededAt: now.toISOString(),
    users,
    roles: seedRoles(),
    userPreferences: seedPreferences(users),
    systemSettings: seedSystemSettings(office?.personnelContext ?? null),
    companyInfo: {
      companyName: 'Northwind Heating & Plumbing',
      street1: '1450 Alder Creek Road',
      street2: 'Suite 200',
      city: 'Portland',
      state: 'OR',
      postalCode: '97214',
      telephone: '(503) 555-0142',
      fax: '(503) 555-0143',
      email: 'office@northwind-hp.test',
      brandColor: '#0b5394',
      contractFileName: null,
      logo: null,
    },
    companyFiles: [],
    subscription: { status: 'TRIALING', planName: 'Fieldline Pro', trialEndsOn: isoDate(trialEnds) },
    accessTokens: [],
    refreshTokens: [],
    resetGuids: [
      { guid: seededGuids.techReset, userId: userId('tech'), kind: 'reset', valid: true },
      { guid: seededGuids.newUserGetStarted, userId: userId('newUser'), kind: 'get-started', valid: true },
    ],
    logonAudit,
    errorLogs: [],
    feedback: [],
    failedLoginAttempts: [{ username: seededUsernames.locked, count: MAX_FAILED_LOGINS }],
    picklists: seedPicklists(),
    personnel: seedPersonnel(users),
    guidedTourLogs: [],
    paymentProviderAccount: seedPaymentProviderAccount(),
    billingPortalSessions: [],
  } satisfies Partial<MockData>;
}
