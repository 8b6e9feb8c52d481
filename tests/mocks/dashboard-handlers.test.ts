// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userStateSchema } from '../../src/lib/auth/auth-schemas';
import { companyNewsSchema, COMPANY_NEWS_MESSAGES, financialSummarySchema, type FinancialSummary } from '../../src/lib/schemas/dashboard-schemas';
import { picklistResponseSchema } from '../../src/lib/schemas/picklist-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

function withOffset(minutes: number): Record<string, string> {
  return { ClientTimezoneOffset: String(minutes) };
}

async function getWith(path: string, token: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://localhost/api/${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
}

describe('GET UserAuthentication/CheckAuthentication', () => {
  it('answers the signed-in user\u2019s current state', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await get('UserAuthentication/CheckAuthentication', accessToken);
    expect(response.status).toBe(200);
    const state = userStateSchema.parse(await response.json());
    expect(state).toMatchObject({ username: seededUsernames.tech, name: { first: 'Theo', last: 'Tech' }, completedGuidedTours: [] });
    expect(state.personnelContext).toBe(getDb().users.all().find((user) => user.username === seededUsernames.tech)?.personnelContext);
  });

  it('needs a signed-in user', async () => {
    expect((await get('UserAuthentication/CheckAuthentication')).status).toBe(401);
  });
});

describe('GET Picklist/GetByKind', () => {
  it('answers a picklist in display order', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const statuses = picklistResponseSchema.parse(await (await get('Picklist/GetByKind?kind=JobStatus', accessToken)).json());
    expect(statuses.map((item) => item.text)).toEqual(['Open', 'In Progress', 'Waiting on Parts', 'On Hold', 'Complete', 'Cancelled']);
    expect(statuses.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6]);
    // Payment terms need JOB_COST_R, which tech lacks (tests/mocks/job-costs-for-tech.test.ts).
    const office = (await signIn(seededUsernames.office)).accessToken;
    const terms = picklistResponseSchema.parse(await (await get('Picklist/GetByKind?kind=PaymentTerm', office)).json());
    expect(terms.filter((item) => item.isDefault).map((item) => item.text)).toEqual(['Due on Receipt']);
    const adSources = picklistResponseSchema.parse(await (await get('Picklist/GetByKind?kind=AdSource', accessToken)).json());
    expect(adSources.find((item) => item.text === 'Yellow Pages')?.active).toBe(false);
  });

  it('answers personnel by last name', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const people = picklistResponseSchema.parse(await (await get('Picklist/GetByKind?kind=Personnel', accessToken)).json());
    expect(people).toHaveLength(getDb().personnel.size);
    const lastNames = people.map((item) => item.text.split(' ').at(-1)!);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    expect(people.find((item) => item.text === 'Marco Diaz')).toMatchObject({ active: true, isDefault: false });
    expect(people.find((item) => item.text === 'Riley Root')?.active).toBe(false);
  });

  it('answers 400 for an unknown or missing kind and 401 without a user', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const unknown = await get('Picklist/GetByKind?kind=Colors', accessToken);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(['Unknown picklist kind Colors.']);
    const missing = await get('Picklist/GetByKind', accessToken);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(['A picklist kind is required.']);
    expect((await get('Picklist/GetByKind?kind=JobStatus')).status).toBe(401);
  });
});

describe('Dashboard company news', () => {
  it('answers the news from the system settings', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const news = companyNewsSchema.parse(await (await get('Dashboard/GetCompanyNews', accessToken)).json());
    expect(news).toMatchObject({ newsTitle: 'Spring maintenance season is here', displayNews: true });
    expect((await get('Dashboard/GetCompanyNews')).status).toBe(401);
  });

  it('lets an administrator change the news', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const body = { newsTitle: 'Holiday hours', newsText: 'Closed on the 25th.', displayNews: true };
    const response = await post('Dashboard/UpdateCompanyNews', body, accessToken);
    expect(response.status).toBe(200);
    expect(companyNewsSchema.parse(await response.json())).toEqual(body);
    expect(await (await get('Dashboard/GetCompanyNews', accessToken)).json()).toEqual(body);
    const codes = Object.fromEntries(getDb().systemSettings.all().map((setting) => [setting.code, setting.value]));
    expect(codes).toMatchObject({ DASH_NEWS_TITLE: 'Holiday hours', DASH_NEWS_TEXT: 'Closed on the 25th.', DASH_NEWS_DISPLAY: 'Yes' });

    const hidden = await post('Dashboard/UpdateCompanyNews', { newsTitle: '', newsText: '', displayNews: false }, accessToken);
    expect(hidden.status).toBe(200);
    expect(getDb().systemSettings.all().find((setting) => setting.code === 'DASH_NEWS_DISPLAY')?.value).toBe('No');
  });

  it('answers 400 with the form messages and 403 for others', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const invalid = await post('Dashboard/UpdateCompanyNews', { newsTitle: ' ', newsText: '', displayNews: true }, accessToken);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([COMPANY_NEWS_MESSAGES.titleRequired, COMPANY_NEWS_MESSAGES.textRequired]);
    const tooLong = await post('Dashboard/UpdateCompanyNews', { newsTitle: 'x'.repeat(151), newsText: 'ok', displayNews: true }, accessToken);
    expect(await tooLong.json()).toEqual([COMPANY_NEWS_MESSAGES.titleTooLong]);

    const office = await signIn(seededUsernames.office);
    const forbidden = await post('Dashboard/UpdateCompanyNews', { newsTitle: 'A', newsText: 'B', displayNews: true }, office.accessToken);
    expect(forbidden.status).toBe(403);
    expect(getDb().systemSettings.all().find((setting) => setting.code === 'DASH_NEWS_TITLE')?.value).toBe('Spring maintenance season is here');
  });
});

describe('GET Analytics/GetFinancialSummary', () => {
  async function summary(token: string, offset = 0): Promise<FinancialSummary> {
    const response = await getWith('Analytics/GetFinancialSummary', token, withOffset(offset));
    expect(response.status).toBe(200);
    return financialSummarySchema.parse(await response.json());
  }

  it('summarises open proposals, unpaid invoices and payments', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const answer = await summary(accessToken);
    const db = getDb();
    const open = db.proposals.all().filter((proposal) => ['Pending', 'Awaiting eSign', 'Changes Requested'].includes(proposal.status));
    expect(answer.proposalCount).toBe(open.length);
    expect(answer.proposalTotal).toBeCloseTo(open.reduce((sum, proposal) => sum + proposal.total, 0), 2);
    expect(answer.invoicePastDueCount).toBeGreaterThanOrEqual(3);
    expect(answer.invoiceAwaitingPaymentCount).toBeGreaterThanOrEqual(3);
    expect(answer.paymentsTodayCount).toBeGreaterThanOrEqual(2);
    expect(answer.paymentsLast7DaysCount).toBeGreaterThanOrEqual(answer.paymentsTodayCount);
    expect(answer.paymentsLast30DaysCount).toBeGreaterThanOrEqual(answer.paymentsLast7DaysCount);
    for (const value of Object.values(answer)) expect(Math.round(value * 100) / 100).toBe(value);
  });

  it('follows a payment added later', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const before = await summary(accessToken);
    const invoice = getDb().invoices.all().find((candidate) => {
      if (!candidate.issued) return false;
      const paid = getDb().payments.all().filter((payment) => payment.invoiceContext === candidate.context).reduce((sum, payment) => sum + payment.amount, 0);
      return candidate.total - paid > 100 && candidate.dueDate >= new Date().toISOString().slice(0, 10);
    })!;
    getDb().payments.insert({
      context: 'payment-added-in-test',
      jobContext: invoice.jobContext,
      invoiceContext: invoice.context,
      date: new Date(Date.now() - 1000).toISOString(),
      amount: 100,
      method: 'Check',
      checkAuthNumber: '1234',
      notes: '',
    });
    const after = await summary(accessToken);
    expect(after.paymentsTodayCount).toBe(before.paymentsTodayCount + 1);
    expect(after.paymentsTodayTotal).toBeCloseTo(before.paymentsTodayTotal + 100, 2);
    expect(after.paymentsLast30DaysTotal).toBeCloseTo(before.paymentsLast30DaysTotal + 100, 2);
    expect(after.invoiceAwaitingPaymentCount).toBe(before.invoiceAwaitingPaymentCount);
    expect(after.invoiceAwaitingPaymentTotal).toBeCloseTo(before.invoiceAwaitingPaymentTotal - 100, 2);
  });

  it('counts days in the client\u2019s time zone', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    // Ten hours behind UTC: the client's local midnight, and a payment one minute before it.
    const offset = 600;
    const local = new Date(Date.now() - offset * 60_000);
    const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + offset * 60_000;
    const before = await summary(accessToken, offset);
    const job = getDb().jobs.all()[0]!;
    getDb().payments.insert({ context: 'late-yesterday', jobContext: job.context, invoiceContext: null, date: new Date(localMidnight - 60_000).toISOString(), amount: 50, method: 'Cash', checkAuthNumber: '', notes: '' });
    const after = await summary(accessToken, offset);
    expect(after.paymentsTodayCount).toBe(before.paymentsTodayCount);
    expect(after.paymentsLast7DaysCount).toBe(before.paymentsLast7DaysCount + 1);
  });

  it('is for administrators only', async () => {
    const office = await signIn(seededUsernames.office);
    const response = await get('Analytics/GetFinancialSummary', office.accessToken);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('ADMINISTRATOR');
    expect((await get('Analytics/GetFinancialSummary')).status).toBe(401);
  });
});

describe('GuidedTourLog', () => {
  it('marks a started tour completed once and logs every call', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    for (let call = 0; call < 2; call += 1) {
      const response = await get('GuidedTourLog/Create?guidedTourName=welcome', accessToken);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
    const step = await get(`GuidedTourLog/CreateCRMRecord?guidedTourName=welcome&descriptor=${encodeURIComponent('Step 1 VIEWED: Welcome')}`, accessToken);
    expect(step.status).toBe(200);
    const state = userStateSchema.parse(await (await get('UserAuthentication/CheckAuthentication', accessToken)).json());
    expect(state.completedGuidedTours).toEqual(['welcome']);
    const userId = getDb().users.all().find((user) => user.username === seededUsernames.office)!.id;
    expect(getDb().guidedTourLogs.all().map((entry) => [entry.userId, entry.guidedTourName, entry.descriptor])).toEqual([
      [userId, 'welcome', null],
      [userId, 'welcome', null],
      [userId, 'welcome', 'Step 1 VIEWED: Welcome'],
    ]);
  });

  it('answers 400 without a name or descriptor and 401 without a user', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const noName = await get('GuidedTourLog/Create', accessToken);
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual(['A guided tour name is required.']);
    const noDescriptor = await get('GuidedTourLog/CreateCRMRecord?guidedTourName=welcome', accessToken);
    expect(await noDescriptor.json()).toEqual(['A descriptor is required.']);
    expect((await get('GuidedTourLog/Create?guidedTourName=welcome')).status).toBe(401);
    expect(getDb().guidedTourLogs.all()).toEqual([]);
  });
});
