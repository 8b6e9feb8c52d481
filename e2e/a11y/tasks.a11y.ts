import { expectAccessible } from '../support/a11y';
import { goTo, pageHeading, PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the task list, view, add and edit and the delete confirmation, at 1280 px and 390 px. */
for (const [width, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', PHONE],
] as const) {
  test.describe(`tasks at ${width}`, () => {
    test.use({ account: 'office', viewport });

    test('the list, a task, its delete confirmation, the editor and Add Task with errors', async ({ page }) => {
      await page.goto('/#/tasks?assigned=All&status=');
      await expect(page.getByRole('link', { name: 'Survey the attic for the new duct run' })).toBeVisible();
      await expectAccessible(page, `task list ${width}`);

      await page.getByRole('link', { name: 'Survey the attic for the new duct run' }).click();
      await expect(page.getByRole('checkbox', { name: 'Measure the attic access' })).toBeVisible();
      await expectAccessible(page, `task view ${width}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Task?' })).toBeVisible();
      await expectAccessible(page, `delete task ${width}`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('textbox', { name: 'Item 1' })).toBeVisible();
      await expectAccessible(page, `task editor ${width}`);

      await goTo(page, '/tasks/add');
      await expect(pageHeading(page, 'Add Task')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      await page.getByRole('textbox', { name: 'New checklist item' }).fill('Call ahead');
      await page.getByRole('button', { name: 'Add Item' }).click();
      await page.getByRole('textbox', { name: 'Item 1' }).fill(' ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Checklist item is required.')).toBeVisible();
      await expectAccessible(page, `add task with errors ${width}`);
    });
  });
}
