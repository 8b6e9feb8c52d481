import { idKinds, largeId } from './seed-large-people';
import { DAY_MS, type SeedRandom } from './seed-helpers';
import { picklistContext } from './seed-picklists';
import { taskDefs } from './seed-tasks';
import type { Intake, Job, Task, TaskPriority, TaskStatus } from './types';

export const LARGE_TASK_COUNT = 3_000;

const statuses: readonly TaskStatus[] = ['Open', 'Open', 'In-Progress', 'Complete', 'Complete', 'Pending'];
const priorities: readonly TaskPriority[] = ['Low', 'Normal', 'Normal', 'Normal', 'High', 'Urgent'];

/**
 * 3,000 tasks for the large seed (about one for every three jobs): the demo's task texts in every
 * status and priority, spread over the staff, half of them on a job, some on an intake, with
 * checklists on a third.
 */
export function seedLargeTasks(now: Date, random: SeedRandom, jobs: readonly Job[], intakes: readonly Intake[], assignees: readonly string[]): Task[] {
  const tasks: Task[] = [];
  let checklistItems = 0;
  for (let index = 0; index < LARGE_TASK_COUNT; index += 1) {
    const definition = random.pick(taskDefs);
    const status = random.pick(statuses);
    const created = new Date(now.getTime() - random.int(1, 400) * DAY_MS);
    const completeDate = status === 'Complete' ? new Date(created.getTime() + random.int(0, 30) * DAY_MS) : new Date(now.getTime() + random.int(-20, 60) * DAY_MS);
    const owner = random.int(0, 9);
    const job = owner < 5 ? random.pick(jobs) : null;
    const intake = owner >= 5 && owner < 7 ? random.pick(intakes) : null;
    const checklist = random.chance(0.33)
      ? ['Gather details', 'Do the work', 'Record the result'].map((description) => ({
          context: largeId(idKinds.taskChecklistItem, ++checklistItems),
          description,
          complete: status === 'Complete' || random.chance(0.3),
        }))
      : [];
    const dateModified = new Date(Math.min(now.getTime(), created.getTime() + random.int(0, 10) * DAY_MS)).toISOString();
    tasks.push({
      context: largeId(idKinds.task, index + 1),
      title: definition.title,
      taskTypeContext: definition.type ? picklistContext('TaskType', definition.type) : null,
      assignedToContext: random.chance(0.9) ? random.pick(assignees) : null,
      completeDate: completeDate.toISOString(),
      completeType: status === 'Complete' ? 'On' : 'By',
      status,
      notes: '',
      details: definition.details,
      priority: random.pick(priorities),
      checklist,
      customerContext: job?.serviceCustomerContext ?? intake?.customerContext ?? null,
      jobContext: job?.context ?? null,
      intakeContext: intake?.context ?? null,
      dateCreated: created.toISOString(),
      dateModified,
      version: 1,
    });
  }
  return tasks;
}
