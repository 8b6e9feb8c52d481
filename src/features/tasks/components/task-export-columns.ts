import { tableExportColumns } from '@/components/list-export/table-export-columns';
import type { TaskListItem } from '@/lib/schemas/task-schemas';
import { taskTitle } from '../model/task-display';
import { taskColumns, taskOwnerText } from './task-columns';

/** The task list's export: the table's columns as shown (the date with By or On apart), then status, priority, owner and checklist. */
export const taskExportColumns = tableExportColumns<TaskListItem>(
  taskColumns,
  {
    type: { kind: 'text', value: (task) => task.taskType?.text ?? '', width: 16 },
    title: { kind: 'text', value: (task) => taskTitle(task), width: 36 },
    assignedTo: { kind: 'text', value: (task) => task.assignedTo?.name ?? 'Unassigned', width: 20 },
    completeDate: { kind: 'date', value: (task) => task.completeDate },
  },
  [
    { id: 'completeType', header: 'Complete By or On', kind: 'text', value: (task) => (task.completeDate ? task.completeType : ''), width: 10 },
    { id: 'status', header: 'Status', kind: 'text', value: (task) => task.status, width: 14 },
    { id: 'priority', header: 'Priority', kind: 'text', value: (task) => task.priority, width: 10 },
    { id: 'owner', header: 'Belongs To', kind: 'text', value: (task) => taskOwnerText(task) ?? '', width: 36 },
    { id: 'checklistComplete', header: 'Checklist Done', kind: 'number', value: (task) => task.checklistComplete, width: 10 },
    { id: 'checklistTotal', header: 'Checklist Items', kind: 'number', value: (task) => task.checklistTotal, width: 10 },
  ],
);
