import { choose, goTo, pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Tasks: the office adds a task with a checklist and completes it; a technician works their own.
 * Filters, validation, version conflicts, No changes detected. and the permission rules are tested
 * in Vitest (tests/features/tasks, tests/mocks/task-handlers.test.ts).
 */

test.describe('office', () => {
  test.use({ account: 'office' });

  test('adds a task with a checklist, ticks it, completes it and finds it in the list', async ({ page }) => {
    await page.goto('/#/tasks');
    await expect(pageHeading(page, 'Tasks')).toBeVisible();
    await page.getByRole('link', { name: 'Add Task' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Check the expansion tank pressure');
    await choose(page, 'Priority', 'Urgent');
    for (const item of ['Shut off the water', 'Read the tank pressure']) {
      await page.getByRole('textbox', { name: 'New checklist item' }).fill(item);
      await page.getByRole('button', { name: 'Add Item' }).click();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Task created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check the expansion tank pressure', level: 2 })).toBeVisible();

    for (const item of ['Shut off the water', 'Read the tank pressure']) {
      await page.getByRole('checkbox', { name: item }).check();
      await expect(page.getByRole('checkbox', { name: item })).toBeChecked();
    }
    await expect(page.getByRole('heading', { name: 'Checklist (2 of 2 done)' })).toBeVisible();
    await choose(page, 'Status', 'Complete');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Pre-charge set to 60 psi.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Task updated.')).toBeVisible();
    await expect(page.getByText('Completed On')).toBeVisible();

    await goTo(page, '/tasks?assigned=All&status=Complete&q=expansion');
    const row = page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: 'Check the expansion tank pressure' });
    await expect(row.getByRole('img', { name: 'Complete' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Urgent priority' })).toBeVisible();
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('sees their own open tasks and ticks a checklist item; cannot delete', async ({ page }) => {
    await page.goto('/#/tasks');
    const table = page.getByRole('table', { name: 'Tasks' });
    await expect(page.getByRole('combobox', { name: 'Assigned To' })).toHaveText('Assigned to Me');
    await expect(table.getByRole('cell', { name: 'Theo Tech' }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: /^(Olivia|Avery|Marco|Priya|Sam)/ })).toHaveCount(0);
    await table.getByRole('link', { name: 'Survey the attic for the new duct run' }).click();
    const item = page.getByRole('checkbox', { name: 'Measure the attic access' });
    await item.check();
    await expect(item).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
