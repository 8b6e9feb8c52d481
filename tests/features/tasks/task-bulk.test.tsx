import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

/** The task list's bulk changes (issue 20), through the list kit's bar and dialog. */
useRouteTests({ preload: () => import('@/features/tasks/components/tasks-page') });

const loaded = { timeout: 10_000 };

describe('task bulk changes', () => {
  it('assigns the ticked tasks to one person after a preview, and says what changed', async () => {
    const db = getDb();
    const person = db.personnel.all().find((candidate) => candidate.active)!;
    const name = `${person.firstName} ${person.lastName}`;
    const { user } = await openRoute('office', '/tasks?assigned=All&status=&size=10');
    const table = await screen.findByRole('table', { name: 'Tasks' }, loaded);
    const boxes = within(table).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const ticked = db.tasks.all().filter((task) => boxes.slice(0, 2).some((box) => box.getAttribute('aria-label') === `Select ${task.title}`));
    expect(ticked).toHaveLength(2);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 tasks selected.');
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign: 2 tasks' }, loaded);
    await user.click(within(dialog).getByRole('combobox', { name: 'Assigned To' }));
    await user.click(await screen.findByRole('option', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(`Assigned To → ${name}. Nothing has been changed yet.`, {}, loaded)).toBeInTheDocument();
    const already = ticked.filter((task) => task.assignedToContext === person.context).length;
    const apply = within(dialog).getByRole('button', { name: `Apply to ${2 - already} ${2 - already === 1 ? 'task' : 'tasks'}` });
    await user.click(apply);
    expect(await within(dialog).findByText(new RegExp(`^${2 - already} tasks? changed`), {}, loaded)).toBeInTheDocument();
    for (const task of ticked) expect(db.tasks.get(task.context)!.assignedToContext).toBe(person.context);
  }, 30_000);

  it('offers a technician, who may change but not delete tasks, no Delete', async () => {
    const { user } = await openRoute('tech', '/tasks?assigned=All&status=');
    const table = await screen.findByRole('table', { name: 'Tasks' }, loaded);
    await user.click(within(table).getAllByRole('checkbox')[0]!);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Change Status', 'Assign']));
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  }, 30_000);
});
