import { assignedToFilter } from '@/components/list-page/list-filters';
import { ListPage } from '@/components/list-page/list-page';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { useUserState } from '@/lib/auth/use-session';
import type { TaskListItem } from '@/lib/schemas/task-schemas';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { searchTasks, useTaskSearch } from '../api/search-tasks';
import { taskBulk } from '../model/task-bulk';
import {
  ALL_PRIORITIES,
  ownerAddSearch,
  parseTaskStatuses,
  priorityFilterOptions,
  taskListDefaults,
  taskSearchRequest,
  taskSortOptions,
  taskStatusesValue,
  taskStatusOrder,
  type TaskOwner,
} from '../model/task-list';
import { TaskCard, taskColumns } from './task-columns';
import { taskExportColumns } from './task-export-columns';

const NONE: readonly PicklistItem[] = [];

function ownerOf(filters: Record<string, string>): TaskOwner | null {
  if (filters.job) return { job: filters.job };
  if (filters.intake) return { intake: filters.intake };
  if (filters.customer) return { customer: filters.customer };
  return null;
}

/** The chip naming the job, intake or customer the list is narrowed to (its name from the first row). */
function ownerChipLabel(owner: TaskOwner, first: TaskListItem | undefined): string {
  if ('job' in owner) return `Job: ${first?.job?.name ?? 'the selected job'}`;
  if ('intake' in owner) return `Intake: ${first?.intake?.description ?? 'the selected intake'}`;
  return `Customer: ${first?.customer?.customerName ?? 'the selected customer'}`;
}

/**
 * The task list (spec 2 §2): filter by assignee, priority, statuses and search term (status and
 * Assigned to Me default from the user's preferences), sort, server paging, Add Task, phone cards,
 * Export and bulk changes (issue 20);
 * `?job=`, `?intake=` or `?customer=` narrows it to one record's tasks.
 */
export default function TasksPage() {
  const user = useUserState();
  const list = useListPage(taskListDefaults(user.preferences));
  const { query, update } = list;
  const request = taskSearchRequest(query, list.pageSize, user.personnelContext);
  const search = useTaskSearch(request, { enabled: list.enabled });
  const personnel = usePicklist('Personnel').data ?? NONE;
  const owner = ownerOf(query.filters);
  return (
    <ListPage
      label="Tasks"
      list={list}
      result={search}
      searchHint="Title, details, notes, type, assignee, checklist, job, intake or customer"
      filters={[
        assignedToFilter(query, personnel),
        { name: 'priority', label: 'Priority', options: priorityFilterOptions, emptyOption: ALL_PRIORITIES, minWidth: 130 },
        <MultiSelectFilter
          key="status"
          label="Status"
          options={taskStatusOrder}
          value={parseTaskStatuses(query.filters.status)}
          onChange={(statuses) => update({ filters: { status: taskStatusesValue(statuses) } })}
        />,
      ]}
      sortOptions={taskSortOptions}
      export={{ id: 'tasks', columns: taskExportColumns, fetchPage: searchPages(request, searchTasks) }}
      bulk={taskBulk(request, personnel)}
      chip={owner ? { label: ownerChipLabel(owner, search.data?.results[0]), clear: { job: '', intake: '', customer: '' } } : null}
      add={{ label: 'Add Task', to: paths.tasksAdd(owner ? ownerAddSearch(owner) : ''), permission: 'TASK_C' }}
      table={{
        columns: taskColumns,
        rowKey: (task) => task.context,
        card: (task) => <TaskCard task={task} />,
        verticalAlign: 'top',
        empty: { nothingYet: 'No tasks have been added yet.', nothingMatches: 'No tasks match the filter.' },
      }}
    />
  );
}
