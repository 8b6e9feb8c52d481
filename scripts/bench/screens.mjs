// The screens the bench measures, one row each. A later issue adds its screens (jobs, pricebook,
// schedule, ...) by adding rows here.
//
// A row:
// - id, label: the screen's id (a size-budget.json route name checks its JS gzip) and its name.
// - path(records): the route after `#`; `records` holds the records found by `findRecords`.
// - signedIn: false for the signed-out screens (default true).
// - ready(records): what "the screen's main data is visible" means, checked on every frame (see
//   installProbe in page-load.mjs): { selector, text?, value?, idle? }.
// - dialog: the screen's main dialog or menu, opened and closed 20 times for the heap figure:
//   { name, prepare?(page, records), open(page, records), shown(page) → Locator, close(page),
//     available?(page) → Promise<boolean> }.
// - typing: { field, locator(page), prepare?(page), finish?(page) } — the keystroke-to-paint harness types into this field.
// - reorder: { lines, handle(page) } — a line moved down with the keyboard from this drag handle, 10 times.
// - filter: { terms: { typing, enter } } — list filter typing over this list (new terms each run).

/** A list screen's region (`ListPage` labels its section, table and cards with the list's name). */
const listLoaded = (label) => ({ selector: `section[aria-label="${label}"]`, idle: `section[aria-label="${label}"]` });

/** A filter select of a list's filter bar: its menu opened, then closed with Escape. */
function filterMenu(label) {
  return {
    name: `${label} filter menu`,
    open: (page) => page.getByRole('combobox', { name: label, exact: true }).click(),
    shown: (page) => page.getByRole('listbox'),
    close: (page) => page.keyboard.press('Escape'),
  };
}

/** A dialog opened by a button and closed by a button of its own. */
function buttonDialog({ name, opener, dialog, closer }) {
  return {
    name,
    open: (page) => page.getByRole('button', { name: opener, exact: true }).first().click(),
    shown: (page) => page.getByRole('dialog', { name: dialog }),
    close: (page) => page.getByRole('dialog', { name: dialog }).getByRole('button', { name: closer, exact: true }).click(),
  };
}

/** The large seed's first job (largeId(idKinds.job, 1) in mocks/db/seed-large-people.ts). */
const LONG_JOB_CONTEXT = '001a0020-0000-4000-8000-000000000001';

const lastNameField = (page) => page.getByRole('textbox', { name: /Last Name/ }).first();

/** yyyy-MM-dd of a Wednesday 44 weeks before today (local). */
function busyDay() {
  const day = new Date();
  day.setDate(day.getDate() - 44 * 7 - day.getDay() + 3);
  const pad = (value) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export const screens = [
  {
    id: 'login',
    label: 'Login',
    path: () => '/login',
    signedIn: false,
    ready: () => ({ selector: 'input[type="password"]' }),
  },
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: () => '/dashboard',
    // Every snapshot has its data: the intake figures are shown and nothing in main is loading.
    ready: () => ({ selector: '[aria-label="Intake summary"] dd', idle: 'main' }),
    dialog: buttonDialog({ name: 'Configure Dashboard dialog', opener: 'Configure', dialog: 'Configure Dashboard', closer: 'Close' }),
    // Issue 20: the command palette over the large seed (a name, a job word, telephone digits).
    palette: { terms: ['gar', 'furnace', '555-01'] },
  },
  {
    id: 'customers',
    label: 'Customers list',
    path: () => '/customers',
    ready: () => listLoaded('Customers'),
    dialog: filterMenu('Status'),
    filter: { list: 'Customers', terms: { typing: ['gar', 'kow', 'yam'], enter: ['sch', 'tan', 'lin'] } },
    // Issue 20: Bulk/Preview of Make Inactive over every customer (all statuses).
    bulk: { label: 'Customers', path: '/customers?active=All' },
  },
  {
    id: 'customer-view',
    label: 'Customer view',
    path: ({ customer }) => `/customers/view/${customer.context}`,
    ready: ({ customer }) => ({ selector: 'main h2', text: customer.name }),
    dialog: buttonDialog({ name: 'Delete Customer? confirmation, cancelled', opener: 'Delete', dialog: 'Delete Customer?', closer: 'Cancel' }),
  },
  {
    id: 'customer-edit',
    label: 'Customer edit',
    path: ({ customer }) => `/customers/edit/${customer.context}`,
    ready: () => ({ selector: 'main input[type="text"]', value: true }),
    typing: { field: 'Last Name', locator: lastNameField },
    dialog: {
      name: 'Unsaved Changes warning (Cancel, Stay)',
      // The warning needs a changed form.
      prepare: async (page) => {
        await lastNameField(page).click();
        await lastNameField(page).press('End');
        await lastNameField(page).press('x');
      },
      open: (page) => page.getByRole('link', { name: 'Cancel', exact: true }).click(),
      shown: (page) => page.getByRole('dialog', { name: 'Unsaved Changes' }),
      close: (page) => page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Stay' }).click(),
    },
  },
  {
    id: 'intake',
    label: 'Intake list',
    path: () => '/intake',
    ready: () => listLoaded('Intake'),
    dialog: filterMenu('Status'),
  },
  {
    id: 'intake-add',
    label: 'Intake add',
    path: () => '/intake/add',
    ready: () => ({ selector: 'input[type="search"]' }),
    dialog: {
      name: 'Create Intake dialog (customer picked, Cancel)',
      prepare: async (page, { customer }) => {
        await page.getByRole('searchbox', { name: 'Search Customers' }).fill(customer.name);
        await page.getByRole('list', { name: 'Matching customers' }).getByRole('button').first().waitFor();
      },
      open: (page) => page.getByRole('list', { name: 'Matching customers' }).getByRole('button').first().click(),
      shown: (page) => page.getByRole('dialog', { name: 'Create Intake' }),
      close: (page) => page.getByRole('dialog', { name: 'Create Intake' }).getByRole('button', { name: 'Cancel', exact: true }).click(),
    },
  },
  {
    id: 'intake-editor',
    label: 'Intake editor',
    path: ({ intake }) => `/intake/edit/${intake.context}`,
    ready: () => ({ selector: 'main input[type="text"]', value: true }),
    typing: { field: 'Title', locator: (page) => page.getByRole('textbox', { name: 'Title' }).first() },
    dialog: {
      name: 'Intake History dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'Actions', exact: true }).click();
        await page.getByRole('menuitem', { name: 'View History' }).click();
      },
      shown: (page) => page.getByRole('dialog', { name: 'Intake History' }),
      close: (page) => page.getByRole('dialog', { name: 'Intake History' }).getByRole('button', { name: 'Close', exact: true }).click(),
    },
  },
  {
    id: 'jobs',
    label: 'Jobs list',
    path: () => '/jobs',
    ready: () => listLoaded('Jobs'),
    dialog: filterMenu('Status'),
    // Job names carry the customer's last or company name; the free-text search matches them too.
    filter: { list: 'Jobs', terms: { typing: ['gar', 'kow', 'yam'], enter: ['sch', 'tan', 'lin'] } },
    // Issue 20: every job (10,000 in the large seed) exported to Excel.
    export: { label: 'Jobs', path: '/jobs?status=&view=all' },
  },
  {
    id: 'job-editor',
    label: 'Job editor (200 lines)',
    // The large seed's first job has 200 lines (BENCH_JOB_LINES in mocks/db/seed-large-work.ts).
    path: () => `/jobs/edit/${LONG_JOB_CONTEXT}`,
    ready: () => ({ selector: 'main input[type="text"]', value: true }),
    typing: {
      field: 'Name in the job detail editor',
      prepare: async (page) => {
        await page.getByRole('button', { name: /^Add Job Detail/ }).first().click();
        await page.getByRole('dialog', { name: 'Add Job Detail' }).getByRole('textbox', { name: 'Name' }).waitFor();
      },
      locator: (page) => page.getByRole('dialog', { name: 'Add Job Detail' }).getByRole('textbox', { name: 'Name' }),
      // Close (the typed keys left the field as it was; should it ask, the changes are discarded).
      finish: async (page) => {
        await page.getByRole('dialog', { name: 'Add Job Detail' }).getByRole('button', { name: 'Close', exact: true }).click();
        const discard = page.getByRole('dialog', { name: 'Discard changes?' });
        if (await discard.isVisible()) await discard.getByRole('button', { name: 'Discard Changes' }).click();
        await page.getByRole('dialog', { name: 'Add Job Detail' }).waitFor({ state: 'hidden' });
      },
    },
    reorder: {
      lines: 200,
      handle: (page) => page.getByRole('button', { name: /^Reorder / }).first(),
    },
    // Issue 14: the catalog panel over the large seed's 5,000 items (brands and products of its names).
    catalog: { terms: ['carrier', 'valve', 'rheem'] },
  },
  {
    id: 'proposals',
    label: 'Proposals list',
    path: () => '/proposals',
    ready: () => listLoaded('Proposals'),
    dialog: filterMenu('Status'),
    // The term matches the number, the name (the customer's name) and the customer's details.
    filter: { list: 'Proposals', terms: { typing: ['gar', 'kow', 'yam'], enter: ['sch', 'tan', 'lin'] } },
  },
  {
    id: 'invoices',
    label: 'Invoices list',
    path: () => '/invoices',
    ready: () => listLoaded('Invoices'),
    dialog: filterMenu('Status'),
    filter: { list: 'Invoices', terms: { typing: ['gar', 'kow', 'yam'], enter: ['sch', 'tan', 'lin'] } },
  },
  {
    id: 'schedule',
    label: 'Schedule',
    // The large seed's appointments are spread evenly (about 220 a week); 44 weeks back is among its busiest.
    path: () => `/schedule?view=day&who=all&date=${busyDay()}`,
    ready: () => ({ selector: '.fl-tg .fl-tg-event', idle: 'main' }),
    schedule: { switches: 3 },
  },
  {
    id: 'my-day',
    label: 'My Day',
    // The bench's account's visits of today and the tasks due (issue 17), saved on the device as they load.
    path: () => '/my-day',
    ready: () => ({ selector: 'section[aria-labelledby="my-day-visits"]', idle: 'main' }),
  },
  {
    id: 'portal',
    label: 'Customer portal (a proposal)',
    // Signed out, as a customer: the portal's own chunks (issue 18), from a link sent for eSign just before.
    path: (records) => `/customer-portal/proposal/${records.portalToken}`,
    signedIn: false,
    ready: () => ({ selector: 'section[aria-labelledby] h2' }),
  },
  {
    id: 'accounts-aging',
    label: 'Accounts Aging report',
    // Issue 19: every open invoice of the large seed bucketed by the server; the chart library loads with the report.
    path: () => '/reports/accounts-aging',
    ready: () => ({ selector: 'table[aria-label="Accounts aging by customer"] tbody tr', idle: 'main' }),
  },
  {
    id: 'occurrence',
    label: 'Intake Occurrence report (this year)',
    // Issue 19: the large seed's intake counted by month and status.
    path: () => '/reports/occurrence/intake?period=this-year',
    ready: () => ({ selector: 'table[aria-label="Intake Occurrence by status"] tbody tr', idle: 'main' }),
  },
  {
    id: 'locations',
    label: 'Locations list',
    path: () => '/locations',
    ready: () => listLoaded('Locations'),
    dialog: filterMenu('Status'),
  },
  {
    id: 'suppliers',
    label: 'Suppliers list',
    path: () => '/suppliers',
    ready: () => listLoaded('Suppliers'),
    dialog: filterMenu('Supplier Type'),
  },
  {
    id: 'email-history',
    label: 'Email history',
    path: () => '/email-history',
    ready: () => listLoaded('Email history'),
    dialog: {
      name: 'email view dialog',
      available: async (page) => (await page.getByRole('button', { name: /^View / }).count()) > 0,
      open: (page) => page.getByRole('button', { name: /^View / }).first().click(),
      shown: (page) => page.getByRole('dialog'),
      close: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click(),
    },
  },
];

/**
 * Records the screens open, found through the app itself (unthrottled): the first customer and the
 * first intake record of their lists, and the number of customers (active and inactive).
 */
export async function findRecords(page, webOrigin) {
  const firstLink = async (path, table) => {
    // A new document each time, so nothing shown is the previous list's.
    await page.goto('about:blank');
    await page.goto(`${webOrigin}/#${path}`);
    const link = page.getByRole('table', { name: table }).locator('tbody tr a').first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    return { context: decodeURIComponent(href.split('/').pop() ?? ''), name: ((await link.textContent()) ?? '').trim() };
  };
  const customer = await firstLink('/customers', 'Customers');
  await firstLink('/customers?active=All', 'Customers');
  const caption = (await page.locator('.MuiTablePagination-displayedRows').first().textContent()) ?? '';
  const customersTotal = Number(/of\s+([\d,]+)/.exec(caption)?.[1]?.replace(/,/g, '') ?? Number.NaN);
  const intake = await firstLink('/intake', 'Intake');
  return { customer, intake, customersTotal };
}
