import { describe, expect, it } from 'vitest';
import { taskAccess } from '@/features/tasks/model/task-access';
import { checklistProgress, completionText, isOverdue, taskTitle } from '@/features/tasks/model/task-display';
import { dateInputToIso, isoToDateInput, moveItem, newTaskFormValues, quickUpdateRequest, taskFormUnchanged, taskRequestFromForm, taskToFormValues } from '@/features/tasks/model/task-form';
import { ASSIGNED_TO_ME, ownerAddSearch, ownerListSearch, parseTaskStatuses, taskListDefaults, taskSearchRequest } from '@/features/tasks/model/task-list';
import type { TaskRecord } from '@/lib/schemas/task-schemas';

const task: TaskRecord = {
  context: 't1',
  title: 'Order the fan motor',
  taskType: { context: 'type-1', text: 'Order Parts' },
  assignedTo: { context: 'p1', name: 'Theo Tech' },
  completeDate: dateInputToIso('2030-05-01'),
  completeType: 'By',
  status: 'Open',
  priority: 'High',
  details: 'Universal motor',
  notes: '',
  checklist: [{ context: 'c1', description: 'Confirm model', complete: false }],
  customer: { context: 'cu1', customerName: 'Ada Lovelace' },
  job: { context: 'j1', name: 'Condenser repair' },
  intake: null,
  dateCreated: '2030-04-01T10:00:00.000Z',
  dateModified: '2030-04-01T10:00:00.000Z',
  version: 3,
};

describe('task form', () => {
  it('turns a date input into 5 pm local time and back', () => {
    const iso = dateInputToIso('2030-05-01')!;
    expect(new Date(iso).getHours()).toBe(17);
    expect(isoToDateInput(iso)).toBe('2030-05-01');
    expect(dateInputToIso('')).toBeNull();
    expect(isoToDateInput(null)).toBe('');
  });

  it('starts a new task Open and Normal, assigned to the user and linked to where it was added from', () => {
    expect(newTaskFormValues({ personnelContext: 'p9', jobContext: 'j1' })).toMatchObject({ status: 'Open', priority: 'Normal', assignedToContext: 'p9', jobContext: 'j1', intakeContext: '', checklist: [] });
  });

  it('sends trimmed values, blanks as none, and round-trips a loaded task', () => {
    const values = { ...taskToFormValues(task), title: '  Order the fan motor  ', taskTypeContext: '' };
    expect(taskRequestFromForm(values)).toMatchObject({ title: 'Order the fan motor', taskTypeContext: null, assignedToContext: 'p1', jobContext: 'j1', completeDate: task.completeDate });
    expect(taskFormUnchanged(taskToFormValues(task), { ...taskToFormValues(task), title: 'Order the fan motor ' })).toBe(true);
    expect(taskFormUnchanged(taskToFormValues(task), { ...taskToFormValues(task), status: 'Complete' })).toBe(false);
  });

  it('builds the view quick update from the task with the new status and notes and its version', () => {
    expect(quickUpdateRequest(task, { status: 'Complete', notes: 'Done' })).toMatchObject({ context: 't1', version: 3, status: 'Complete', notes: 'Done', title: 'Order the fan motor', checklist: task.checklist });
  });

  it('moves a checklist item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('task list', () => {
  it('takes the default statuses and Assigned to Me from the preferences', () => {
    const defaults = taskListDefaults([
      { key: 'TASK_DEF_STAT_FLTR', value: 'In-Progress;Open;Bogus' },
      { key: 'TASK_DEF_PERS_FLTR', value: 'Assigned to Me' },
    ]);
    expect(defaults.filters).toMatchObject({ status: 'Open;In-Progress', assigned: ASSIGNED_TO_ME, priority: '' });
    expect(taskListDefaults([]).filters).toMatchObject({ status: '', assigned: 'All' });
    expect(parseTaskStatuses('Complete,Open')).toEqual(['Open', 'Complete']);
  });

  it('builds the search request: me as my personnel context, priority, owner', () => {
    const query = { searchTerm: ' fan ', sortBy: 'Priority', sortDirection: 'DESC' as const, pageNumber: 2, filters: { status: 'Open', assigned: 'Me', priority: 'Urgent', job: 'j1', intake: '', customer: '' } };
    expect(taskSearchRequest(query, 25, 'p1')).toEqual({
      searchTerm: 'fan',
      sort: { by: 'Priority', direction: 'DESC' },
      pageNumber: 2,
      pageSize: 25,
      assignedTo: 'p1',
      priority: 'Urgent',
      statuses: ['Open'],
      jobContext: 'j1',
      intakeContext: null,
      customerContext: null,
    });
    expect(taskSearchRequest({ ...query, filters: { assigned: 'Me', priority: 'All' } }, 25, null)).toMatchObject({ assignedTo: '', priority: null, statuses: [] });
  });

  it('links a record to its tasks (every status and assignee) and to Add Task', () => {
    expect(ownerListSearch({ job: 'j1' })).toBe('?job=j1&assigned=All&status=');
    expect(ownerAddSearch({ intake: 'i1' })).toBe('?intake=i1');
  });
});

describe('task display and access', () => {
  it('names an untitled task No Title and says how it is completed', () => {
    expect(taskTitle({ title: '  ' })).toBe('No Title');
    expect(completionText({ completeType: 'On', completeDate: '2030-04-02T17:00:00.000Z' })).toMatch(/^Completed On \d\d\/\d\d\/2030$/);
    expect(completionText({ completeType: 'By', completeDate: null })).toBeNull();
    expect(checklistProgress({ checklistTotal: 3, checklistComplete: 1 })).toBe('1 of 3 done');
  });

  it('marks an open task past its date as overdue, never a complete one', () => {
    const now = new Date(2030, 4, 3);
    expect(isOverdue({ ...task }, now)).toBe(true);
    expect(isOverdue({ ...task, status: 'Complete', completeType: 'On' }, now)).toBe(false);
    expect(isOverdue({ ...task }, new Date(2030, 4, 1, 20))).toBe(false);
  });

  it('lets task read or schedule create work a task, and update save it', () => {
    const tech = taskAccess((code) => ['TASK_R', 'TASK_C', 'TASK_U', 'SCHED_R'].includes(code));
    expect(tech).toEqual({ canWork: true, canSave: true, canEdit: true, canCreate: true, canDelete: false });
    const scheduler = taskAccess((code) => ['SCHED_C', 'TASK_U'].includes(code));
    expect(scheduler.canWork && scheduler.canSave).toBe(true);
    const none = taskAccess((code) => code === 'TASK_U');
    expect(none).toMatchObject({ canWork: false, canSave: false, canEdit: true });
  });
});
