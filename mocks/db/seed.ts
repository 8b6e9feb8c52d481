import { seededUuid } from './ids';
import { seedRecentUses, seedTimesheets } from './seed-activity';
import { seedCustomers } from './seed-customers';
import { seedLocations } from './seed-locations';
import { seedSuppliers } from './seed-suppliers';
import { seedDocuments } from './seed-documents';
import { seedEmails } from './seed-emails';
import { seedOperations } from './seed-operations';
import { seedPersonnel } from './seed-personnel';
import { seedPaymentProviderAccount } from './seed-payment-provider';
import { seedPicklists } from './seed-picklists';
import { seedAppointments } from './seed-schedule';
import { seedTasks } from './seed-tasks';
import { seedStorage } from './seed-storage';
import { seedForms } from './seed-forms';
import type { LogonAuditRow, MockDb, MockUser, SystemSetting, UserPreference } from './types';

/** Bump when the shape of `MockDb` changes incompatibly: stored data of another version is replaced by the seed. */
export const MOCK_DB_SCHEMA_VERSION = 4;

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
] as const;

/** Every permission code the product knows. */
export const allPermissions: readonly string[] = [
  ...crudEntities.flatMap((entity) => [`${entity}_C`, `${entity}_R`, `${entity}_U`, `${entity}_D`]),
  'EMAIL_HIST_R',
  'RPT_R',
  'ADMINISTRATOR',
  'ROOT',
];

const technicianPermissions = ['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R', 'TASK_C', 'TASK_U', 'RES_R'];

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

type SeededUserKey = keyof typeof seededUsernames;

function user(key: SeededUserKey, fields: Pick<MockUser, 'firstName' | 'lastName' | 'roleName' | 'permissions'>): MockUser {
  return {
    id: seededUuid(`user:${key}`),
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

function seedUsers(): MockUser[] {
  return [
    user('admin', {
      firstName: 'Avery',
      lastName: 'Admin',
      roleName: 'Administrator',
      permissions: allPermissions.filter((code) => code !== 'ROOT'),
    }),
    user('root', { firstName: 'Riley', lastName: 'Root', roleName: 'Root', permissions: [...allPermissions] }),
    user('office', {
      firstName: 'Olivia',
      lastName: 'Office',
      roleName: 'Office Manager',
      permissions: allPermissions.filter((code) => code !== 'ADMINISTRATOR' && code !== 'ROOT'),
    }),
    user('tech', { firstName: 'Theo', lastName: 'Tech', roleName: 'Technician', permissions: [...technicianPermissions] }),
    {
      ...user('locked', { firstName: 'Lee', lastName: 'Locked', roleName: 'Technician', permissions: [...technicianPermissions] }),
      locked: true,
      failedAttempts: MAX_FAILED_LOGINS,
    },
    {
      ...user('newUser', { firstName: 'Nora', lastName: 'New', roleName: 'Technician', permissions: [...technicianPermissions] }),
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
  ];
}

function seedSystemSettings(officePersonnelContext: string | null): SystemSetting[] {
  return [
    {
      code: 'DASH_NEWS_TITLE',
      name: 'Company news title',
      description: 'Heading of the company news snapshot on the dashboard.',
      value: 'Spring maintenance season is here',
      category: 'DASHBOARD',
      editorType: 'TEXTAREA',
    },
    {
      code: 'DASH_NEWS_TEXT',
      name: 'Company news text',
      description: 'Message shown to every user in the company news snapshot.',
      value:
        'Furnace tune-up bookings open Monday. Please confirm next week\u2019s on-call rota with Olivia by Friday, and remember to log parts used on every work order.',
      category: 'DASHBOARD',
      editorType: 'TEXTAREA',
    },
    {
      code: 'DASH_NEWS_DISPLAY',
      name: 'Display company news',
      description: 'Show the company news snapshot on the dashboard.',
      value: 'Yes',
      category: 'DASHBOARD',
      editorType: 'YES_NO',
    },
    {
      code: 'PAGE_SIZE',
      name: 'Default page size',
      description: 'Number of rows shown per page in lists.',
      value: '25',
      category: 'PAGING',
      editorType: 'PAGINATION',
    },
    {
      code: 'APPLY_SALES_TAX',
      name: 'Apply sales tax',
      description: 'Calculate sales tax on proposals and invoices.',
      value: 'Yes',
      category: 'TAX',
      editorType: 'YES_NO',
    },
    {
      code: 'DOC_INCLUDE_JOB_IMAGES',
      name: 'Include job images on documents',
      description: 'Attach the job\u2019s images to generated proposals, work orders and invoices.',
      value: 'No',
      category: 'JOB',
      editorType: 'YES_NO',
    },
    {
      code: 'INTAKE_DEF_ASSIGNEE',
      name: 'Default intake assignee',
      description: 'The person new intake is assigned to.',
      value: officePersonnelContext ?? '',
      category: 'INTAKE',
      editorType: 'PERSONNEL',
    },
    {
      code: 'INVOICE_DUE_DAYS',
      name: 'Invoice due days',
      description: 'Days after the invoice date that payment is due.',
      value: '30',
      category: 'INVOICE',
      editorType: 'INPUT_NUMBER',
    },
    {
      code: 'INVOICE_FOOTER',
      name: 'Invoice footer',
      description: 'Text printed at the bottom of every invoice.',
      value: 'Thank you for choosing Northwind Heating & Plumbing. Payment is due within 30 days.',
      category: 'INVOICE',
      editorType: 'TEXTAREA',
    },
    {
      code: 'JOB_NAME_PATTERN',
      name: 'Job name pattern',
      description:
        'How new job names are built for customers without a pattern of their own. {LastName}, {FirstName}, {CustomerName}, {Date} and {Number} are replaced.',
      value: '{LastName} {Date}',
      category: 'JOB',
      editorType: 'TEXTAREA',
    },
    {
      code: 'PROPOSAL_VALID_DAYS',
      name: 'Proposal valid days',
      description: 'Days a proposal remains valid after it is sent.',
      value: '30',
      category: 'PROPOSAL',
      editorType: 'INPUT_NUMBER',
    },
    {
      code: 'PROPOSAL_TERMS',
      name: 'Proposal terms',
      description: 'Terms and conditions printed on every proposal.',
      value:
        'Prices are valid for 30 days. A 50% deposit is required to schedule work. Any additional work will be quoted separately.',
      category: 'PROPOSAL',
      editorType: 'TEXTAREA',
    },
    {
      code: 'SCHED_DAY_START',
      name: 'Schedule day start',
      description: 'First hour shown on the schedule (0\u201323).',
      value: '7',
      category: 'SCHEDULING',
      editorType: 'INPUT_NUMBER',
    },
    {
      code: 'SCHED_DAY_END',
      name: 'Schedule day end',
      description: 'Last hour shown on the schedule (0\u201323).',
      value: '18',
      category: 'SCHEDULING',
      editorType: 'INPUT_NUMBER',
    },
    {
      code: 'WO_FOOTER',
      name: 'Work order footer',
      description: 'Text printed at the bottom of every work order.',
      value: 'Customer signature confirms the work above was completed to their satisfaction.',
      category: 'WORKORDER',
      editorType: 'TEXTAREA',
    },
    {
      code: 'PAYMENT_PROCESSING_ENABLED',
      name: 'Payment processing enabled',
      description: 'Accept card payments through the payment provider.',
      value: 'No',
      category: 'PAYMENT',
      editorType: 'YES_NO',
    },
    {
      code: 'PAYMENT_PROVIDER',
      name: 'Payment provider',
      description: 'The card payment provider.',
      value: 'Stripe',
      category: 'PAYMENT',
      editorType: 'TEXTAREA',
    },
    {
      code: 'SMTP_OVERRIDE',
      name: 'SMTP override',
      description: 'Send email through your own mail server instead of the built-in one.',
      value: 'No',
      category: 'EMAIL',
      editorType: 'YES_NO',
    },
    {
      code: 'SMTP_SERVER',
      name: 'SMTP server',
      description: 'Host name of the outgoing mail server.',
      value: '',
      category: 'EMAIL',
      editorType: 'TEXTAREA',
    },
    {
      code: 'SMTP_PORT',
      name: 'SMTP port',
      description: 'Port of the outgoing mail server.',
      value: '587',
      category: 'EMAIL',
      editorType: 'INPUT_NUMBER',
    },
    {
      code: 'SMTP_USERNAME',
      name: 'SMTP username',
      description: 'User name for the outgoing mail server.',
      value: '',
      category: 'EMAIL',
      editorType: 'TEXTAREA',
    },
    {
      code: 'SMTP_PASSWORD',
      name: 'SMTP password',
      description: 'Password for the outgoing mail server.',
      value: '',
      category: 'EMAIL',
      editorType: 'TEXTAREA',
    },
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

function seedLogonAudit(now: Date): LogonAuditRow[] {
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
  ): LogonAuditRow => ({ dateTime, userName, userAgent, userIpAddress, status });
  return [
    row(at(4, 13, 2), seededUsernames.admin, userAgents.chromeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(4, 13, 41), seededUsernames.office, userAgents.edgeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(3, 12, 15), seededUsernames.tech, userAgents.safariIphone, '198.51.100.77', 'LOGIN FAILED'),
    row(at(3, 12, 16), seededUsernames.tech, userAgents.safariIphone, '198.51.100.77', 'LOGIN SUCCESS'),
    row(at(2, 14, 5), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 6), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 6), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 7), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 8), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'LOGIN FAILED'),
    row(at(2, 14, 12), seededUsernames.locked, userAgents.safariIphone, '198.51.100.12', 'ACCOUNT LOCKED'),
    row(at(1, 12, 58), seededUsernames.admin, userAgents.chromeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
    row(at(1, 13, 30), 'owner@northwind-hp.test', userAgents.chromeWindows, '192.0.2.140', 'LOGIN FAILED'),
    row(at(0, 12, 47), seededUsernames.office, userAgents.edgeWindows, '203.0.113.24', 'LOGIN SUCCESS'),
  ];
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The demo company, built the same way every time (only dates follow `now`). */
export function createSeed(now: Date = new Date()): MockDb {
  const users = seedUsers();
  const preferences: Record<string, UserPreference[]> = {};
  for (const seeded of users) {
    const isAdministrator = seeded.permissions.includes('ADMINISTRATOR');
    preferences[seeded.id] = defaultPreferences(isAdministrator);
  }
  const userId = (key: SeededUserKey): string => seededUuid(`user:${key}`);
  const office = users.find((candidate) => candidate.username === seededUsernames.office);
  const trialEnds = new Date(now);
  trialEnds.setUTCDate(trialEnds.getUTCDate() + 12);

  const personnel = seedPersonnel(users);
  const customers = seedCustomers(now);
  const operations = seedOperations(now, customers);
  const documents = seedDocuments(now, operations.plans, customers);
  const appointments = seedAppointments(now, operations.plans, operations.intakes, documents.workOrders);
  const tasks = seedTasks(now, operations.plans, customers);
  const timesheetEntries = seedTimesheets(now, personnel, operations.plans, appointments);
  const recentUses = seedRecentUses(
    now,
    { admin: userId('admin'), office: userId('office'), tech: userId('tech') },
    { intakes: operations.intakes, plans: operations.plans, tasks, appointments },
  );

  const forms = seedForms(now, operations.intakes, operations.jobs);

  return {
    schemaVersion: MOCK_DB_SCHEMA_VERSION,
    seededAt: now.toISOString(),
    users,
    preferences,
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
      contractFileName: null,
      logo: null,
    },
    companyFiles: { logo: null, contract: null },
    subscription: { status: 'TRIALING', planName: 'Fieldline Pro', trialEndsOn: isoDate(trialEnds) },
    accessTokens: [],
    refreshTokens: [],
    resetGuids: [
      { guid: seededGuids.techReset, userId: userId('tech'), kind: 'reset', valid: true },
      { guid: seededGuids.newUserGetStarted, userId: userId('newUser'), kind: 'get-started', valid: true },
    ],
    logonAudit: seedLogonAudit(now),
    sentEmails: seedEmails(now, { customers, jobs: operations.jobs, proposals: documents.proposals, invoices: documents.invoices, appointments, users }),
    errorLogs: [],
    feedback: [],
    failedLoginAttempts: { [seededUsernames.locked]: MAX_FAILED_LOGINS },
    picklists: seedPicklists(),
    personnel,
    customers,
    recentUses,
    intakes: operations.intakes,
    intakeHistory: operations.intakeHistory,
    jobs: operations.jobs,
    appointments,
    tasks,
    proposals: documents.proposals,
    workOrders: documents.workOrders,
    invoices: documents.invoices,
    payments: documents.payments,
    timesheetEntries,
    guidedTourLogs: [],
    locations: seedLocations(now),
    suppliers: seedSuppliers(now),
    storageItems: seedStorage(now, customers, operations.jobs),
    paymentProviderAccount: seedPaymentProviderAccount(),
    billingPortalSessions: [],
    formTemplates: forms.formTemplates,
    formInstances: forms.formInstances,
  };
}
