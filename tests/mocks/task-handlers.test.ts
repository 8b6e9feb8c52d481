// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { taskListItemSchema, taskMessages, taskSchema, type TaskSearchRequest } from '../../src/lib/schemas/task-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { TASK_CONFLICT_TEXT, taskReferenceMessages } from '../../mocks/handlers/task-handlers';
import { get, post, signIn, useMockServer } from './mock-api';
import { del, everyTask, newTaskRequest, setPermissions } from './task-fixtures';

useMockServer();

const answerSchema = searchResponseSchema(taskListItemSchema);

async function search(token: string, body: Partial<TaskSearchRequest>) {
  const response = await post('TaskSearch/Search', { ...everyTask, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

async function create(token: string, change: Parameters<typeof newTaskRequest>[0] = {}) {
  const response = await post('Task/Create', newTaskRequest(change), token);
  expect(response.status).toBe(200);
  return taskSchema.parse(await response.json());
}

describe('TaskSearch/Search', () => {
  it('lists every task soonest first, undated last, and pages on the server', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const all = await search(accessToken, {});
    expect(all.totalCount).toBe(getDb().tasks.size);
    expect(all.searchResultCount).toBe(getDb().tasks.size);
    const dates = all.results.map((task) => task.completeDate ?? '9999');
    expect(dates).toEqual([...dates].sort());
    const first = await search(accessToken, { pageSize: 10 });
    const second = await search(accessToken, { pageSize: 10, pageNumber: 1 });
    expect(first.results.map((task) => task.context)).toEqual(all.results.slice(0, 10).map((task) => task.context));
    expect(second.results.map((task) => task.context)).toEqual(all.results.slice(10, 20).map((task) => task.context));
  });

  it('filters by assignee, priority, statuses and search term', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const mine = await search(accessToken, { assignedTo: personnelContexts.tech, statuses: ['Open', 'In-Progress'] });
    expect(mine.results.length).toBeGreaterThanOrEqual(3);
    for (const task of mine.results) {
      expect(task.assignedTo?.context).toBe(personnelContexts.tech);
      expect(['Open', 'In-Progress']).toContain(task.status);
    }
    const urgent = await search(accessToken, { priority: 'Urgent' });
    expect(urgent.results.length).toBeGreaterThan(0);
    expect(urgent.results.every((task) => task.priority === 'Urgent')).toBe(true);
    const found = await search(accessToken, { searchTerm: 'warranty claim' });
    expect(found.results.map((task) => task.title)).toEqual([expect.stringContaining('Send warranty claim to Carrier')]);
    expect(found.results[0]).toMatchObject({ checklistTotal: 3, taskType: { text: 'Paperwork' } });
    expect((await post('TaskSearch/Search', { ...everyTask, searchTerm: 'ab' }, accessToken)).status).toBe(400);
    expect((await post('TaskSearch/Search', { ...everyTask, statuses: ['Done'] }, accessToken)).status).toBe(400);
  });

  it('lists the tasks of one job, intake or customer', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const db = getDb();
    const onJob = db.tasks.all().find((task) => task.jobContext)!;
    const onIntake = db.tasks.all().find((task) => task.intakeContext)!;
    const jobTasks = await search(accessToken, { jobContext: onJob.jobContext });
    expect(jobTasks.results.length).toBe(db.tasks.where('job', onJob.jobContext!).length);
    expect(jobTasks.results[0]!.job?.context).toBe(onJob.jobContext);
    const intakeTasks = await search(accessToken, { intakeContext: onIntake.intakeContext });
    expect(intakeTasks.results.every((task) => task.intake?.context === onIntake.intakeContext)).toBe(true);
    const customerTasks = await search(accessToken, { customerContext: onIntake.customerContext });
    expect(customerTasks.results.map((task) => task.context)).toContain(onIntake.context);
  });

  it('sorts by priority and title either way', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const byPriority = await search(accessToken, { sort: { by: 'Priority', direction: 'DESC' } });
    expect(byPriority.results[0]!.priority).toBe('Urgent');
    expect(byPriority.results.at(-1)!.priority).toBe('Low');
    const byTitle = await search(accessToken, { sort: { by: 'Title', direction: 'ASC' } });
    const titles = byTitle.results.map((task) => task.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect((await post('TaskSearch/Search', { ...everyTask, sort: { by: 'Colour', direction: 'ASC' } }, accessToken)).status).toBe(400);
  });

  it('needs TASK_R', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    setPermissions(seededUsernames.tech, (codes) => codes.filter((code) => code !== 'TASK_R'));
    expect((await post('TaskSearch/Search', everyTask, accessToken)).status).toBe(403);
  });
});

describe('Task/Create, GetByContext and Delete', () => {
  it('creates a task with its checklist and links it to a job and its customer', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const job = getDb().jobs.all()[0]!;
    const saved = await create(accessToken, { jobContext: job.context, taskTypeContext: picklistContext('TaskType', 'Inspection'), assignedToContext: personnelContexts.tech });
    expect(saved).toMatchObject({ title: 'Replace the anode rod', status: 'Open', completeType: 'By', version: 1, job: { context: job.context, name: job.name }, taskType: { text: 'Inspection' } });
    expect(saved.customer?.context).toBe(job.serviceCustomerContext);
    expect(saved.checklist.map((item) => item.description)).toEqual(['Drain the tank', 'Fit the new rod']);
    expect(saved.checklist.every((item) => item.context !== '')).toBe(true);
    const loaded = await get(`Task/GetByContext?context=${saved.context}`, accessToken);
    expect(taskSchema.parse(await loaded.json())).toEqual(saved);
  });

  it('answers 400 with the spec words for a blank status, long notes and unknown references', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const blank = await post('Task/Create', newTaskRequest({ status: ' ' }), accessToken);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual([taskMessages.statusRequired]);
    const long = await post('Task/Create', newTaskRequest({ notes: 'x'.repeat(4001) }), accessToken);
    expect(await long.json()).toEqual([taskMessages.notesTooLong]);
    const unknown = await post('Task/Create', newTaskRequest({ assignedToContext: 'nobody', jobContext: 'no-job' }), accessToken);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual([taskReferenceMessages.assignedTo, taskReferenceMessages.job]);
  });

  it('deletes with TASK_D only, and a deleted task is not found', async () => {
    const office = await signIn(seededUsernames.office);
    const tech = await signIn(seededUsernames.tech);
    const saved = await create(office.accessToken);
    expect((await del(`Task/Delete?context=${saved.context}`, tech.accessToken)).status).toBe(403);
    expect((await del(`Task/Delete?context=${saved.context}`, office.accessToken)).status).toBe(200);
    expect((await get(`Task/GetByContext?context=${saved.context}`, office.accessToken)).status).toBe(404);
    expect((await get('Task/GetByContext?context=', office.accessToken)).status).toBe(400);
  });
});

describe('Task/Update', () => {
  it('saves, completes the task now, and answers 409 on a stale version', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const saved = await create(accessToken);
    const update = { ...newTaskRequest(), checklist: saved.checklist, context: saved.context, version: saved.version };
    const response = await post('Task/Update', { ...update, status: 'Complete', notes: 'Done, old rod was gone.' }, accessToken);
    expect(response.status).toBe(200);
    const completed = taskSchema.parse(await response.json());
    expect(completed).toMatchObject({ status: 'Complete', completeType: 'On', notes: 'Done, old rod was gone.', version: 2 });
    expect(Date.now() - Date.parse(completed.completeDate!)).toBeLessThan(60_000);
    const stale = await post('Task/Update', { ...update, title: 'Other' }, accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(TASK_CONFLICT_TEXT);
  });

  it('needs TASK_U, and task read or schedule create to change status or notes', async () => {
    const office = await signIn(seededUsernames.office);
    const saved = await create(office.accessToken);
    const update = { ...newTaskRequest(), checklist: saved.checklist, context: saved.context, version: saved.version };
    const tech = await signIn(seededUsernames.tech);
    setPermissions(seededUsernames.tech, (codes) => codes.filter((code) => code !== 'TASK_R'));
    const refused = await post('Task/Update', { ...update, status: 'In-Progress' }, tech.accessToken);
    expect(refused.status).toBe(403);
    expect((await post('Task/Update', { ...update, title: 'Replace both anode rods' }, tech.accessToken)).status).toBe(200);
    setPermissions(seededUsernames.tech, (codes) => [...codes, 'SCHED_C']);
    expect((await post('Task/Update', { ...update, version: 2, status: 'In-Progress' }, tech.accessToken)).status).toBe(200);
    setPermissions(seededUsernames.tech, (codes) => codes.filter((code) => code !== 'TASK_U'));
    expect((await post('Task/Update', { ...update, version: 3 }, tech.accessToken)).status).toBe(403);
  });
});

describe('Task/ToggleChecklistItem', () => {
  it('ticks and clears one item for a technician (TASK_R), refuses users without task read or schedule create', async () => {
    const office = await signIn(seededUsernames.office);
    const saved = await create(office.accessToken, { assignedToContext: personnelContexts.tech });
    const tech = await signIn(seededUsernames.tech);
    const item = saved.checklist[1]!;
    const response = await post('Task/ToggleChecklistItem', { context: saved.context, checklistItemContext: item.context, complete: true }, tech.accessToken);
    expect(response.status).toBe(200);
    const toggled = taskSchema.parse(await response.json());
    expect(toggled.checklist.map((entry) => entry.complete)).toEqual([false, true]);
    expect(toggled.version).toBe(saved.version + 1);
    expect((await post('Task/ToggleChecklistItem', { context: saved.context, checklistItemContext: 'none', complete: true }, tech.accessToken)).status).toBe(404);
    setPermissions(seededUsernames.tech, (codes) => codes.filter((code) => code !== 'TASK_R'));
    expect((await post('Task/ToggleChecklistItem', { context: saved.context, checklistItemContext: item.context, complete: false }, tech.accessToken)).status).toBe(403);
  });
});
