import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { personnelContexts } from '../../../mocks/db/seed-personnel';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/tasks/components/tasks-page') });

function techTaskWithChecklist() {
  return getDb()
    .tasks.all()
    .find((task) => task.assignedToContext === personnelContexts.tech && task.status === 'Open' && task.checklist.length >= 2)!;
}

describe('task list', () => {
  it('opens with the preferences: Open and In-Progress tasks assigned to me, with status and priority icons', async () => {
    await openRoute('tech', '/tasks');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    for (const header of ['Type', 'Title', 'Assigned To', 'Complete By/On']) expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const mine = getDb().tasks.all().filter((task) => task.assignedToContext === personnelContexts.tech && (task.status === 'Open' || task.status === 'In-Progress'));
    expect(rows).toHaveLength(mine.length);
    for (const row of rows) expect(within(row).getByText('Theo Tech')).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: /^(Open|In-Progress)$/ }).length).toBe(mine.length);
    expect(screen.getByRole('combobox', { name: 'Assigned To' })).toHaveTextContent('Assigned to Me');
    expect(screen.getByRole('link', { name: 'Add Task' })).toHaveAttribute('href', '/tasks/add');
  });

  it('filters by priority and shows every status with All', async () => {
    await openRoute('office', '/tasks?assigned=All&status=&priority=Urgent');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const urgent = getDb().tasks.all().filter((task) => task.priority === 'Urgent');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(urgent.length + 1));
    expect(within(table).getAllByRole('img', { name: 'Urgent priority' })).toHaveLength(urgent.length);
    expect(within(table).queryAllByRole('img', { name: 'Complete' }).length).toBe(urgent.filter((task) => task.status === 'Complete').length);
  });
});

describe('task view', () => {
  it('shows the card and lets a technician tick checklist items, without Delete', async () => {
    const task = techTaskWithChecklist();
    const { user } = await openRoute('tech', `/tasks/view/${task.context}`);
    expect(await screen.findByRole('heading', { name: task.title })).toBeInTheDocument();
    expect(screen.getByText('Complete By')).toBeInTheDocument();
    expect(screen.getByText(task.details)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start Timer/ })).toBeInTheDocument();
    const item = task.checklist[0]!;
    const box = screen.getByRole('checkbox', { name: item.description });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(getDb().tasks.get(task.context)!.checklist[0]!.complete).toBe(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: item.description })).toBeChecked());
  });

  it('saves status and notes with Task updated., warns No changes detected. when unchanged', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const task = techTaskWithChecklist();
    const { user, fill } = await openRoute('office', `/tasks/view/${task.context}`);
    await screen.findByRole('heading', { name: task.title });
    const form = screen.getByRole('form', { name: 'Task status and notes' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(warning).toHaveBeenCalledWith('No changes detected.');
    expect(mockControl.callCount(endpoints.task.update)).toBe(0);
    await user.click(within(form).getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Complete' }));
    await fill(within(form).getByRole('textbox', { name: 'Notes' }), 'All done.');
    expect(within(form).getByText('9/4000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Task updated.'));
    expect(getDb().tasks.get(task.context)).toMatchObject({ status: 'Complete', completeType: 'On', notes: 'All done.' });
    expect(await screen.findByText('Completed On')).toBeInTheDocument();
  });

  it('shows No Title for an untitled task and deletes with Task deleted. for the office', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const untitled = getDb().tasks.all().find((task) => task.title === '')!;
    const { router, user } = await openRoute('office', `/tasks/view/${untitled.context}`);
    expect(await screen.findByRole('heading', { name: 'No Title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Task?' })).getByRole('button', { name: 'Delete Task' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(success).toHaveBeenCalledWith('Task deleted.');
    expect(getDb().tasks.get(untitled.context)).toBeUndefined();
  });
});

describe('task editor', () => {
  it('adds a task with a checklist: status required, items added, reordered by keyboard and saved', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { router, user, fill } = await openRoute('office', '/tasks/add');
    await fill(await screen.findByRole('textbox', { name: 'Title' }), 'Replace the anode rod');
    for (const text of ['Drain the tank', 'Fit the new rod']) {
      await fill(screen.getByRole('textbox', { name: 'New checklist item' }), text);
      await user.click(screen.getByRole('button', { name: 'Add Item' }));
    }
    expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveValue('Fit the new rod');
    const handle = screen.getByRole('button', { name: 'Reorder Fit the new rod' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Fit the new rod'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tasks\/view\//));
    expect(success).toHaveBeenCalledWith('Task created.');
    const stored = getDb().tasks.all().find((task) => task.title === 'Replace the anode rod')!;
    expect(stored).toMatchObject({ status: 'Open', priority: 'Normal', assignedToContext: personnelContexts.office });
    expect(stored.checklist.map((item) => item.description)).toEqual(['Fit the new rod', 'Drain the tank']);
  }, 40_000);

  it('edits: No changes detected., then Task updated., and asks before leaving with unsaved changes', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const task = techTaskWithChecklist();
    const { router, user, fill } = await openRoute('office', `/tasks/edit/${task.context}`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(warning).toHaveBeenCalledWith('No changes detected.');
    await fill(title, 'Renamed task');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('button', { name: `Remove ${task.checklist[0]!.description}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/view/${task.context}`));
    expect(success).toHaveBeenCalledWith('Task updated.');
    expect(getDb().tasks.get(task.context)).toMatchObject({ title: 'Renamed task', checklist: task.checklist.slice(1) });
  }, 40_000);

  it('keeps the edits after a 409 and says the task changed', async () => {
    const task = techTaskWithChecklist();
    const { user, fill } = await openRoute('office', `/tasks/edit/${task.context}`);
    mockControl.failNext(endpoints.task.update, { status: 409, body: 'changed' });
    await fill(await screen.findByRole('textbox', { name: 'Title' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'This record has changed' })).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
    expect(screen.getByText(/was changed by someone else after you opened it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
