import { choose, goTo, pageHeading, PHONE, toast, UNAUTHORIZED_MESSAGE } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Resources (spec 3 §2). Validation, the Change Resource Type? dialog, the date-issued rules,
 * maintenance edit and delete, and the server's rules are tested in Vitest
 * (tests/features/resources, tests/mocks/resource-*.test.ts).
 */

test.describe('office', () => {
  test.use({ account: 'office' });

  test('adds a resource with a type, attributes and a maintenance entry, then finds it in the list and its view', async ({ page }) => {
    await page.goto('/#/resources');
    await expect(pageHeading(page, 'Resources')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resources' }).getByRole('link', { name: 'SeeSnake Inspection Camera' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Resource' }).click();

    await page.getByRole('textbox', { name: 'Name' }).fill('Thermal Imaging Camera');
    await expect(page.getByText('To add attributes, you must first select a Resource Type.')).toBeVisible();
    await choose(page, 'Resource Type', 'Camera');
    await choose(page, 'Assigned To', 'Priya Shah');
    await page.getByRole('button', { name: 'Add Attribute' }).click();
    const row = page.getByRole('group', { name: 'Attribute 1' });
    await row.getByRole('combobox', { name: 'Attribute' }).click();
    await page.getByRole('option', { name: 'Make', exact: true }).click();
    await row.getByRole('textbox', { name: 'Value' }).fill('FLIR');
    await page.getByRole('textbox', { name: 'Description' }).fill('Finds wet insulation and hot breakers.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Resource saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thermal Imaging Camera' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Attributes' }).getByText('FLIR')).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Add Maintenance Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Maintenance Log' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Lens cleaned and firmware updated.');
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('35');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Maintenance Log created.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Maintenance Log' }).getByText('$35.00')).toBeVisible();

    await goTo(page, '/resources?q=thermal');
    const listed = page.getByRole('table', { name: 'Resources' }).getByRole('row', { name: /Thermal Imaging Camera/ });
    await expect(listed).toContainText('Camera');
    await expect(listed).toContainText('Priya Shah');
  });

  test('phone: the list as cards and a resource view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/#/resources');
    await page.getByRole('link', { name: /Fluke 902 FC Clamp Meter/ }).click();
    await expect(page.getByRole('heading', { name: 'Fluke 902 FC Clamp Meter' })).toBeVisible();
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('reads resources but may not create them', async ({ page }) => {
    await page.goto('/#/resources');
    await expect(page.getByRole('table', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Resource' })).toHaveCount(0);
    await goTo(page, '/resources/add');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  });
});
