// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { emailHistoryItemSchema } from '../../src/lib/schemas/email-history-schemas';
import { visitConflictSchema, visitMessages, visitStepResponseSchema, type Visit } from '../../src/lib/schemas/visit-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { signIn, useMockServer } from './mock-api';
import { call, myDay, stepBody } from './visit-fixtures';

useMockServer();

const MINUTE = 60_000;
const NOTE_STAMP = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM) Theo Tech: /;

/** The text of the last `<p>` of rich-text notes. */
function lastParagraph(html: string): string {
  return /<p>((?:(?!<p>).)*)<\/p>$/.exec(html)?.[1] ?? '';
}

async function step(path: string, token: string, body: unknown) {
  const response = await call('POST', path, token, body);
  expect(response.status).toBe(200);
  return visitStepResponseSchema.parse(await response.json());
}

/** Tech's token and today's job visits (the first: a customer with an email; the second: a mobile only). */
async function techDay() {
  const { accessToken } = await signIn(seededUsernames.tech);
  const day = await myDay(accessToken);
  const jobVisits = day.visits.filter((visit) => !visit.allDay && visit.visitJob !== null);
  return { token: accessToken, day, emailVisit: jobVisits[0]!, textVisit: jobVisits[1]! };
}

/** `7:30 AM` for a moment, in UTC (the tests' client offset is 0). */
function clock(moment: number): string {
  return new Date(moment).toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' ');
}

function runningTimers() {
  return getDb()
    .timesheetEntries.where('personnel', personnelContexts.tech)
    .filter((entry) => entry.endDate === null);
}

describe('POST Visit/OnMyWay', () => {
  it('emails a customer with an email on file, kept in Email History under the customer', async () => {
    const { token, emailVisit } = await techDay();
    const start = Date.parse(emailVisit.startDate);
    const at = Math.min(Date.now(), start - 120 * MINUTE);
    const answer = await step(endpoints.visit.onMyWay, token, stepBody(emailVisit, new Date(at)));
    const email = emailVisit.visitCustomer!.emailList.find((item) => item.primary)!.address;
    expect(answer.notified).toEqual({ channel: 'Email', to: email });
    expect(answer.visit).toMatchObject({ visitStatus: 'On My Way', onMyWayAt: new Date(at).toISOString(), version: emailVisit.version });

    const office = await signIn(seededUsernames.office);
    const search = await call('POST', endpoints.emailHistory.search, office.accessToken, {
      searchTerm: 'Theo Tech is on the way',
      sort: { by: 'Sent', direction: 'DESC' },
      pageNumber: 0,
      pageSize: 25,
    });
    const found = searchResponseSchema(emailHistoryItemSchema).parse(await search.json());
    expect(found.results).toHaveLength(1);
    const sent = getDb().sentEmails.all().at(-1)!;
    expect(sent).toMatchObject({ subject: 'Theo Tech is on the way', sentByName: 'Theo Tech', to: [{ emailAddress: email }] });
    expect(sent.customerSummary?.context).toBe(emailVisit.visitCustomer!.context);
    expect(sent.body).toContain('Northwind Heating &amp; Plumbing');
    expect(sent.body).toContain(clock(Math.max(at + 30 * MINUTE, start)));
    expect(getDb().textMessages.size).toBe(0);
  });

  it('texts the mobile of a customer without an email; a second On My Way sends nothing more', async () => {
    const { token, textVisit } = await techDay();
    const answer = await step(endpoints.visit.onMyWay, token, stepBody(textVisit));
    const mobile = textVisit.visitCustomer!.telephoneList.find((item) => item.telephoneType === 'Mobile')!.number;
    expect(answer.notified).toEqual({ channel: 'Text', to: mobile });
    const texts = getDb().textMessages.all();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: mobile, customerContext: textVisit.visitCustomer!.context, sentByName: 'Theo Tech' });
    expect(texts[0]!.body).toMatch(/^Hello .+ Theo Tech from Northwind Heating & Plumbing is on the way and should arrive at about \d{1,2}:\d{2} (AM|PM)\./);

    const again = await step(endpoints.visit.onMyWay, token, stepBody(textVisit));
    expect(again.notified).toBeNull();
    expect(getDb().textMessages.size).toBe(1);
  });
});

describe('POST Visit/Start and Visit/Finish', () => {
  it('Start runs exactly one job timer; Finish stops it, appends the work notes and sets the job status', async () => {
    const { token, day, emailVisit } = await techDay();
    const jobContext = emailVisit.visitJob!.context;
    const startAt = new Date(Date.now() - 50 * MINUTE);
    const started = await step(endpoints.visit.start, token, stepBody(emailVisit, startAt));
    expect(started.visit).toMatchObject({ visitStatus: 'In Progress', startedAt: startAt.toISOString() });
    expect(runningTimers()).toHaveLength(1);
    expect(runningTimers()[0]).toMatchObject({ jobContext, entryType: 'Job', startDate: startAt.toISOString() });
    await step(endpoints.visit.start, token, stepBody(emailVisit));
    expect(runningTimers()).toHaveLength(1);
    expect(getDb().timesheetEntries.where('job', jobContext).filter((entry) => entry.startDate === startAt.toISOString())).toHaveLength(1);

    const complete = day.jobStatuses.find((status) => status.text === 'Complete')!;
    const versionBefore = getDb().jobs.get(jobContext)!.version;
    const finishAt = new Date(Date.now() - 5 * MINUTE);
    const finished = await step(endpoints.visit.finish, token, {
      ...stepBody(emailVisit, finishAt),
      workNotes: 'Replaced the run capacitor.',
      jobStatusContext: complete.context,
    });
    expect(finished.visit).toMatchObject({ visitStatus: 'Completed', finishedAt: finishAt.toISOString(), version: emailVisit.version });
    expect(finished.visit.visitJob!.jobStatus).toEqual(complete);
    // The job's internal notes are rich text: the note is a paragraph of its own.
    const notes = lastParagraph(finished.visit.visitJob!.internalNotes);
    expect(notes).toMatch(NOTE_STAMP);
    expect(notes).toMatch(/Theo Tech: Replaced the run capacitor\.$/);
    expect(runningTimers()).toHaveLength(0);
    const entry = getDb().timesheetEntries.where('job', jobContext).find((item) => item.startDate === startAt.toISOString())!;
    expect(entry.endDate).toBe(finishAt.toISOString());
    const job = getDb().jobs.get(jobContext)!;
    expect(job).toMatchObject({ jobStatusContext: complete.context, version: versionBefore + 1 });

    const again = await step(endpoints.visit.finish, token, { ...stepBody(emailVisit), workNotes: 'Replaced the run capacitor.', jobStatusContext: complete.context });
    expect(again.visit.finishedAt).toBe(finishAt.toISOString());
    expect(getDb().jobs.get(jobContext)!.internalNotes).toBe(job.internalNotes);
  });

  it('counts a step dated in the future as taken now', async () => {
    const { token, emailVisit } = await techDay();
    const before = Date.now();
    const answer = await step(endpoints.visit.start, token, stepBody(emailVisit, new Date(before + 60 * MINUTE)));
    expect(Date.parse(answer.visit.startedAt!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(answer.visit.startedAt!)).toBeGreaterThanOrEqual(before);
  });

  it('answers 409 with the visit as the office left it when the version is not the one stored', async () => {
    const { token, emailVisit } = await techDay();
    const stored = getDb().appointments.get(emailVisit.context)!;
    const timers = runningTimers();
    getDb().appointments.put({ ...stored, title: 'Moved by the office', version: (stored.version ?? 0) + 1 });
    const response = await call('POST', endpoints.visit.start, token, stepBody(emailVisit));
    expect(response.status).toBe(409);
    const conflict = visitConflictSchema.parse(await response.json());
    expect(conflict.messages).toEqual([visitMessages.changedByOffice]);
    expect(conflict.current).toMatchObject({ title: 'Moved by the office', version: emailVisit.version + 1, visitStatus: 'Scheduled' });
    expect(runningTimers()).toEqual(timers);
  });

  it('refuses users who are not on the visit, unknown visits and unknown job statuses', async () => {
    const { token, emailVisit } = await techDay();
    const office = await signIn(seededUsernames.office);
    const denied = await call('POST', endpoints.visit.onMyWay, office.accessToken, stepBody(emailVisit));
    expect(denied.status).toBe(400);
    expect(await denied.json()).toEqual([visitMessages.notAssigned]);
    expect((await call('POST', endpoints.visit.start, token, stepBody({ context: 'nope', version: 0 }))).status).toBe(404);
    const badStatus = await call('POST', endpoints.visit.finish, token, { ...stepBody(emailVisit), workNotes: '', jobStatusContext: 'nope' });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toEqual([visitMessages.statusNotFound]);
    const blank = await call('POST', endpoints.visit.addNote, token, { appointmentContext: emailVisit.context, at: new Date().toISOString(), note: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual([visitMessages.noteRequired]);
  });
});

describe('POST Visit/AddNote', () => {
  it('appends a work note to the job, or to the intake of an intake visit', async () => {
    const { token, day, emailVisit } = await techDay();
    const answer = await step(endpoints.visit.addNote, token, { appointmentContext: emailVisit.context, at: new Date().toISOString(), note: 'Capacitor bulging.' });
    expect(lastParagraph(answer.visit.visitJob!.internalNotes)).toMatch(new RegExp(`${NOTE_STAMP.source}Capacitor bulging\\.$`));
    expect(answer.visit.visitStatus).toBe('Scheduled');

    const intakeVisit: Visit | undefined = day.visits.find((visit) => visit.visitIntake !== null);
    if (!intakeVisit) return;
    const before = getDb().intakes.get(intakeVisit.visitIntake!.context)!;
    const onIntake = await step(endpoints.visit.addNote, token, { appointmentContext: intakeVisit.context, at: new Date().toISOString(), note: 'Upstairs return is blocked.' });
    expect(onIntake.visit.visitIntake!.notes).toMatch(/Theo Tech: Upstairs return is blocked\.$/);
    expect(getDb().intakes.get(before.context)!.version).toBe(before.version + 1);
  });
});
