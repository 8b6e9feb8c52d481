// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentFigures } from '../../mocks/db/job-money';
import { createSeed, MOCK_DB_SCHEMA_VERSION, seededUsernames } from '../../mocks/db/seed';
import { localDateText } from '../../mocks/db/seed-helpers';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { TIMESHEET_DAYS } from '../../mocks/db/seed-activity';
import type { MockData, PicklistEntry } from '../../mocks/db/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Various moments: mid-afternoon, the first minute of a year, late evening, a Sunday morning. */
const moments = ['2026-03-04T15:20:00Z', '2026-01-01T00:00:30Z', '2025-11-28T23:10:00Z', '2026-06-14T09:05:00Z'];

function localMidnight(now: Date, days = 0): number {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

function kindOf(db: MockData, context: string | null): PicklistEntry['kind'] | undefined {
  return db.picklists.find((item) => item.context === context)?.kind;
}

function text(db: MockData, context: string | null): string | undefined {
  return db.picklists.find((item) => item.context === context)?.text;
}

function balance(db: MockData, invoiceContext: string, total: number): number {
  return total - db.payments.filter((payment) => payment.invoiceContext === invoiceContext).reduce((sum, payment) => sum + payment.amount, 0);
}

describe.each(moments)('the seed at %s', (moment) => {
  const now = new Date(moment);
  const db = createSeed(now);
  const customers = new Map(db.customers.map((customer) => [customer.context, customer]));
  const personnel = new Map(db.personnel.map((person) => [person.context, person]));
  const jobs = new Map(db.jobs.map((job) => [job.context, job]));
  const intakes = new Map(db.intakes.map((intake) => [intake.context, intake]));
  const linesOf = (jobContext: string) => db.jobDetails.filter((line) => line.jobContext === jobContext);
  const addressOwner = new Map(db.customers.flatMap((customer) => customer.addresses.map((address) => [address.context, customer.context] as const)));
  const todayStart = localMidnight(now);
  const tomorrowStart = localMidnight(now, 1);

  it('gives every record a unique context', () => {
    const contexts = [
      ...db.picklists.map((item) => item.context),
      ...db.personnel.map((item) => item.context),
      ...db.customers.flatMap((item) => [item.context, ...item.addresses.map((a) => a.context), ...item.telephoneList.map((t) => t.context), ...item.emailList.map((e) => e.context)]),
      ...db.intakes.map((item) => item.context),
      ...db.intakeHistory.map((item) => item.context),
      ...db.jobs.map((item) => item.context),
      ...db.jobDetails.flatMap((line) => [line.guid, line.context]),
      ...db.pricebookItems.map((item) => item.context),
      ...db.appointments.map((item) => item.context),
      ...db.tasks.flatMap((item) => [item.context, ...item.checklist.map((entry) => entry.context)]),
      ...db.proposals.map((item) => item.context),
      ...db.workOrders.map((item) => item.context),
      ...db.invoices.map((item) => item.context),
      ...db.payments.map((item) => item.context),
      ...db.timesheetEntries.map((item) => item.context),
    ];
    expect(new Set(contexts).size).toBe(contexts.length);
  });

  it('resolves every reference', () => {
    for (const user of db.users) if (user.personnelContext) expect(personnel.has(user.personnelContext), user.username).toBe(true);
    for (const customer of db.customers) {
      if (customer.parentContext) expect(customers.get(customer.parentContext)?.parentContext).toBeNull();
      expect(kindOf(db, customer.jobConfig.paymentTermContext)).toBe('PaymentTerm');
      expect(customer.addresses.filter((address) => address.primary && address.addressType === 'Service')).toHaveLength(1);
    }
    for (const intake of db.intakes) {
      expect(kindOf(db, intake.intakeTypeContext)).toBe('IntakeType');
      if (intake.intakeSourceContext) expect(kindOf(db, intake.intakeSourceContext)).toBe('IntakeSource');
      if (intake.adSourceContext) expect(kindOf(db, intake.adSourceContext)).toBe('AdSource');
      if (intake.assignedToContext) expect(personnel.has(intake.assignedToContext)).toBe(true);
      expect(customers.has(intake.customerContext)).toBe(true);
      expect(addressOwner.get(intake.serviceAddressContext!)).toBe(intake.customerContext);
    }
    for (const row of db.intakeHistory) expect(intakes.has(row.intakeContext)).toBe(true);
    for (const job of db.jobs) {
      expect(kindOf(db, job.jobTypeContext)).toBe('JobType');
      expect(kindOf(db, job.jobStatusContext)).toBe('JobStatus');
      expect(kindOf(db, job.paymentTermContext)).toBe('PaymentTerm');
      for (const tag of job.tagContexts) expect(kindOf(db, tag)).toBe('JobTag');
      expect(addressOwner.get(job.serviceAddressContext!)).toBe(job.serviceCustomerContext);
      expect(addressOwner.get(job.billingAddressContext!)).toBe(job.billingCustomerContext);
      if (job.intakeContext) expect(intakes.get(job.intakeContext)?.customerContext).toBe(job.serviceCustomerContext);
    }
    for (const appointment of db.appointments) {
      if (appointment.jobContext) {
        const job = jobs.get(appointment.jobContext)!;
        expect(appointment).toMatchObject({ appointmentType: 'Job', title: job.name, customerContext: job.serviceCustomerContext, addressContext: job.serviceAddressContext });
      } else {
        const intake = intakes.get(appointment.intakeContext!)!;
        expect(appointment.title).toBe(intake.description);
        expect(appointment.appointmentType).toBe(text(db, intake.intakeTypeContext) === 'Estimate' ? 'Estimate' : 'Visit');
        expect(appointment.customerContext).toBe(intake.customerContext);
      }
      expect(appointment.participantContexts.length).toBeGreaterThanOrEqual(1);
      expect(appointment.participantContexts.length).toBeLessThanOrEqual(3);
      for (const context of appointment.participantContexts) expect(personnel.get(context)?.active).toBe(true);
      for (const context of appointment.workOrderContexts) expect(db.workOrders.find((item) => item.context === context)?.jobContext).toBe(appointment.jobContext);
      expect(Date.parse(appointment.endDate)).toBeGreaterThan(Date.parse(appointment.startDate));
    }
    for (const task of db.tasks) {
      if (task.taskTypeContext) expect(kindOf(db, task.taskTypeContext)).toBe('TaskType');
      if (task.assignedToContext) expect(personnel.has(task.assignedToContext)).toBe(true);
      if (task.customerContext) expect(customers.has(task.customerContext)).toBe(true);
      if (task.jobContext) expect(jobs.get(task.jobContext)?.serviceCustomerContext).toBe(task.customerContext);
    }
    for (const document of [...db.proposals, ...db.workOrders, ...db.invoices]) {
      const job = jobs.get(document.jobContext)!;
      const guids = new Set(linesOf(job.context).map((line) => line.guid));
      expect(document.lines.every((line) => guids.has(line.guid))).toBe(true);
    }
    for (const payment of db.payments) {
      expect(jobs.has(payment.jobContext)).toBe(true);
      if (payment.invoiceContext) expect(db.invoices.find((invoice) => invoice.context === payment.invoiceContext)?.jobContext).toBe(payment.jobContext);
    }
    for (const entry of db.timesheetEntries) {
      expect(personnel.get(entry.personnelContext)?.active).toBe(true);
      if (entry.jobContext) expect(jobs.has(entry.jobContext)).toBe(true);
    }
    const userIds = new Set(db.users.map((user) => user.id));
    const byKind = { customer: customers, job: jobs, intake: intakes, task: new Map(db.tasks.map((task) => [task.context, task])) };
    for (const use of db.recentUses) {
      expect(userIds.has(use.userId)).toBe(true);
      expect(byKind[use.kind].has(use.context)).toBe(true);
      expect(Date.parse(use.at)).toBeLessThan(now.getTime());
    }
  });

  it('has the picklists, personnel and customers the screens need', () => {
    const texts = (kind: PicklistEntry['kind']) => db.picklists.filter((item) => item.kind === kind && item.active).sort((a, b) => a.order - b.order).map((item) => item.text);
    expect(texts('JobStatus')).toEqual(['Open', 'In Progress', 'Waiting on Parts', 'On Hold', 'Complete', 'Cancelled']);
    expect(texts('TaskType')).toEqual(['Call Back', 'Order Parts', 'Follow Up', 'Paperwork', 'Inspection']);
    expect(db.picklists.filter((item) => item.kind === 'PaymentTerm').map((item) => [item.text, item.dueDays, item.isDefault])).toEqual([
      ['Due on Receipt', 0, true],
      ['Net 15', 15, false],
      ['Net 30', 30, false],
    ]);
    expect(personnel.get(personnelContexts.tech)).toMatchObject({ firstName: 'Theo', lastName: 'Tech', active: true });
    expect(db.personnel.filter((person) => !db.users.some((user) => user.personnelContext === person.context)).map((person) => person.lastName)).toEqual([
      'Diaz',
      'Shah',
      'Okafor',
    ]);
    expect(db.customers.length).toBeGreaterThanOrEqual(35);
    expect(db.customers.filter((customer) => customer.parentContext).length).toBeGreaterThanOrEqual(6);
    expect(db.customers.filter((customer) => !customer.active).length).toBeGreaterThanOrEqual(3);
    for (const customer of db.customers) {
      for (const telephone of customer.telephoneList) expect(telephone.number).toMatch(/^\(503\) 555-01\d\d$/);
      for (const email of customer.emailList) expect(email.address).toMatch(/@[\w.-]+\.(com|test)$/);
    }
    expect(db.guidedTourLogs).toEqual([]);
    expect(db.users.every((user) => user.completedGuidedTours.length === 0)).toBe(true);
  });

  it('has intake in every status, recent pending ones and closed ones', () => {
    expect(db.intakes.length).toBeGreaterThanOrEqual(55);
    const statuses = new Set(db.intakes.map((intake) => intake.status));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Complete', 'Pending', 'Scheduled']);
    expect(db.intakes.filter((intake) => intake.status === 'Pending' && Date.parse(intake.dateTime) >= localMidnight(now, -1)).length).toBeGreaterThanOrEqual(3);
    for (const intake of db.intakes) {
      expect(intake.description.length).toBeLessThanOrEqual(200);
      expect(Date.parse(intake.dateTime)).toBeLessThanOrEqual(now.getTime());
      expect(intake.closedAt !== null).toBe(intake.status === 'Complete' || intake.status === 'Cancelled');
      if (intake.closedAt) expect(Date.parse(intake.closedAt)).toBeGreaterThanOrEqual(Date.parse(intake.dateTime));
      expect(db.intakeHistory.some((row) => row.intakeContext === intake.context)).toBe(true);
    }
    const closedRecently = db.intakes.filter((intake) => intake.closedAt && Date.parse(intake.closedAt) >= now.getTime() - 30 * DAY);
    expect(closedRecently.length).toBeGreaterThanOrEqual(3);
    expect(db.intakes.some((intake) => intake.notes.length > 85)).toBe(true);
    expect(db.intakes.some((intake) => intake.needsCallback)).toBe(true);
    expect(db.intakes.filter((intake) => intake.assignedToContext === personnelContexts.tech).length).toBeGreaterThanOrEqual(5);
    expect(db.intakes.filter((intake) => intake.assignedToContext === personnelContexts.office).length).toBeGreaterThanOrEqual(5);
  });

  it('numbers jobs from 1001 and keeps their money consistent', () => {
    // 50 generated jobs and the good / better / best demo job (issue 20).
    expect(db.jobs.length).toBe(51);
    expect(db.jobs.map((job) => job.number)).toEqual(Array.from({ length: 51 }, (_, index) => 1001 + index));
    expect(new Set(db.jobs.map((job) => text(db, job.jobStatusContext))).size).toBe(6);
    expect(db.jobs.filter((job) => job.recurring && job.chainId).length).toBeGreaterThanOrEqual(3);
    expect(db.jobs.some((job) => job.description.length > 115)).toBe(true);
    expect(db.jobs.some((job) => job.salesTaxRate.rate === 0.0775)).toBe(true);
    for (const job of db.jobs) {
      const lines = linesOf(job.context);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const line of lines) {
        expect(line.priceDetail.total).toBe(Math.round(line.priceDetail.price * line.priceDetail.quantity * 100) / 100);
      }
    }
    for (const document of [...db.proposals, ...db.workOrders, ...db.invoices]) {
      const job = jobs.get(document.jobContext)!;
      const lines = linesOf(job.context).filter((line) => document.lines.some((frozen) => frozen.guid === line.guid));
      const { cost, subtotal, discount, tax, total } = document;
      expect({ cost, subtotal, discount, tax, total }).toEqual(documentFigures(job, lines, true));
    }
  });

  it('has documents in every state the dashboard counts', () => {
    expect(new Set(db.proposals.map((proposal) => proposal.status)).size).toBe(7);
    expect(db.proposals.length).toBeGreaterThanOrEqual(25);
    expect(db.workOrders.length).toBeGreaterThanOrEqual(12);
    expect(db.invoices.length).toBeGreaterThanOrEqual(25);
    const today = localDateText(now);
    const open = db.invoices.filter((invoice) => invoice.issued && balance(db, invoice.context, invoice.total) > 0.005);
    expect(open.filter((invoice) => invoice.dueDate < today).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((invoice) => invoice.dueDate >= today).length).toBeGreaterThanOrEqual(3);
    expect(db.invoices.filter((invoice) => Math.abs(balance(db, invoice.context, invoice.total)) < 0.005).length).toBeGreaterThanOrEqual(5);
    expect(open.filter((invoice) => balance(db, invoice.context, invoice.total) < invoice.total - 0.005).length).toBeGreaterThanOrEqual(2);
    expect(db.invoices.filter((invoice) => !invoice.issued)).toHaveLength(2);
    for (const invoice of db.invoices) expect(balance(db, invoice.context, invoice.total)).toBeGreaterThan(-0.005);

    expect(db.payments.length).toBeGreaterThanOrEqual(40);
    const paidToday = db.payments.filter((payment) => Date.parse(payment.date) >= todayStart && Date.parse(payment.date) < tomorrowStart);
    expect(paidToday.length).toBeGreaterThanOrEqual(2);
    for (const payment of db.payments) expect(Date.parse(payment.date)).toBeLessThanOrEqual(now.getTime());
    expect(db.payments.filter((payment) => Date.parse(payment.date) >= localMidnight(now, -6)).length).toBeGreaterThanOrEqual(4);
    expect(db.payments.filter((payment) => Date.parse(payment.date) >= localMidnight(now, -29)).length).toBeGreaterThanOrEqual(8);
    for (const payment of db.payments) {
      expect(payment.checkAuthNumber !== '').toBe(payment.method === 'Check' || payment.method === 'Credit Card');
    }
  });

  it('fills today\u2019s schedule and the weeks around it', () => {
    const today = db.appointments.filter((item) => Date.parse(item.startDate) < tomorrowStart && Date.parse(item.endDate) > todayStart);
    const timed = today.filter((item) => !item.allDay);
    expect(timed.length).toBeGreaterThanOrEqual(6);
    expect(today.filter((item) => item.allDay)).toHaveLength(1);
    for (const item of timed) {
      const start = new Date(item.startDate);
      expect(start.getHours()).toBeGreaterThanOrEqual(7);
      expect(new Date(item.endDate).getHours() * 60 + new Date(item.endDate).getMinutes()).toBeLessThanOrEqual(17 * 60);
    }
    if (![0, 6].includes(now.getDay())) {
      // A working company's day: every field technician has 3 to 6 timed visits (issue 16).
      for (const person of [personnelContexts.tech, personnelContexts.marco, personnelContexts.priya, personnelContexts.sam]) {
        const visits = timed.filter((item) => item.participantContexts.includes(person));
        expect(visits.length).toBeGreaterThanOrEqual(3);
        expect(visits.length).toBeLessThanOrEqual(7);
      }
    }
    const participants = new Set(today.flatMap((item) => item.participantContexts));
    expect(participants.has(personnelContexts.tech)).toBe(true);
    expect(participants.has(personnelContexts.office)).toBe(true);
    const future = db.appointments.filter((item) => Date.parse(item.startDate) >= tomorrowStart && Date.parse(item.startDate) < localMidnight(now, 22));
    const past = db.appointments.filter((item) => Date.parse(item.endDate) <= todayStart && Date.parse(item.startDate) >= localMidnight(now, -60));
    expect(future.length).toBeGreaterThanOrEqual(35);
    expect(past.length).toBeGreaterThanOrEqual(35);
    expect(new Set(db.appointments.map((item) => item.appointmentType))).toEqual(new Set(['Job', 'Estimate', 'Visit']));
    expect(db.appointments.some((item) => item.recurrenceRuleText && item.chainId)).toBe(true);
  });

  it('has tasks in every status and timesheets with the tech user\u2019s clock running', () => {
    expect(db.tasks.length).toBeGreaterThanOrEqual(25);
    expect(new Set(db.tasks.map((task) => task.status))).toEqual(new Set(['Open', 'In-Progress', 'Complete', 'Pending']));
    expect(new Set(db.tasks.map((task) => task.priority))).toEqual(new Set(['Low', 'Normal', 'High', 'Urgent']));
    expect(db.tasks.some((task) => task.details.length > 110)).toBe(true);
    for (const task of db.tasks) expect(task.completeType).toBe(task.status === 'Complete' ? 'On' : 'By');
    expect(db.tasks.filter((task) => task.assignedToContext === personnelContexts.tech).length).toBeGreaterThanOrEqual(3);
    expect(db.tasks.filter((task) => task.assignedToContext === personnelContexts.office).length).toBeGreaterThanOrEqual(3);

    for (const person of db.personnel.filter((candidate) => candidate.active)) {
      expect(db.timesheetEntries.some((entry) => entry.personnelContext === person.context), person.lastName).toBe(true);
    }
    const running = db.timesheetEntries.filter((entry) => entry.endDate === null);
    expect(running).toHaveLength(1);
    expect(running[0]!.personnelContext).toBe(personnelContexts.tech);
    expect(Date.parse(running[0]!.startDate)).toBeGreaterThanOrEqual(todayStart);
    expect(Date.parse(running[0]!.startDate)).toBeLessThanOrEqual(now.getTime());
    expect(db.timesheetEntries.every((entry) => Date.parse(entry.startDate) >= localMidnight(now, -TIMESHEET_DAYS))).toBe(true);
    // A month of timesheets (issue 16): entries from four weeks ago.
    expect(db.timesheetEntries.some((entry) => Date.parse(entry.startDate) < localMidnight(now, -27))).toBe(true);
  });

  it('gives the admin, office and tech users recent records and fixed preferences', () => {
    const userId = (key: keyof typeof seededUsernames) => db.users.find((user) => user.username === seededUsernames[key])!.id;
    for (const key of ['admin', 'office', 'tech'] as const) {
      const uses = db.recentUses.filter((use) => use.userId === userId(key));
      expect(new Set(uses.map((use) => use.kind))).toEqual(new Set(['customer', 'job', 'intake', 'task']));
      expect(uses.length).toBeGreaterThanOrEqual(20);
    }
    const preferences = db.userPreferences.filter((preference) => preference.userId === userId('tech')).map(({ key, value }) => ({ key, value }));
    expect(preferences).toEqual(
      expect.arrayContaining([
        { key: 'TASK_DEF_STAT_FLTR', value: 'Open;In-Progress' },
        { key: 'JOB_DEF_STAT_FLTR', value: 'Open;In Progress' },
        { key: 'SCHED_DEF_VIEW', value: 'Day' },
        { key: 'PROP_DEF_STAT_FLTR', value: 'Pending;Awaiting eSign;Changes Requested' },
        { key: 'INVOICE_DEF_FLTR', value: 'Unpaid' },
        { key: 'WO_DEF_STAT_FLTR', value: 'Pending;Scheduled' },
      ]),
    );
  });
});

describe('createSeed', () => {
  it('is the same for the same moment and moves only its dates with time', () => {
    const first = createSeed(new Date('2026-03-04T15:20:00Z'));
    const later = createSeed(new Date('2026-03-11T15:20:00Z'));
    expect(later.customers.map((customer) => customer.context)).toEqual(first.customers.map((customer) => customer.context));
    expect(later.jobs.map((job) => [job.context, job.name, job.jobStatusContext])).toEqual(first.jobs.map((job) => [job.context, job.name, job.jobStatusContext]));
    expect(Date.parse(later.intakes[0]!.dateTime) - Date.parse(first.intakes[0]!.dateTime)).toBeGreaterThan(6 * DAY);
    expect(first.schemaVersion).toBe(MOCK_DB_SCHEMA_VERSION);
  });
});
