import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { JobInventoryButton } from '@/features/jobs/components/job-inventory-button';
import { InventoryReconciliationDialog } from '@/features/pricebook/components/reconciliation/inventory-reconciliation-dialog';
import { getQuantityReconciled } from '@/features/pricebook/api/reconciliation';
import { endpoints } from '@/config/endpoints';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { reconciliationMessages } from '@/lib/schemas/reconciliation-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { createJob, newJobRequest, newLine, tokens } from '../../mocks/job-fixtures';
import { post } from '../../mocks/mock-api';
import { resourceNamed } from '../../mocks/pricebook-fixtures';
import { openRoute, renderElement, signInAs, useRouteTests } from '../../support/render-route';

/**
 * The Inventory Reconciliation dialog (spec 3 §2, §4, §5, §7, §8) against the mock backend: the job's
 * stocked Item details, plus and minus, the limits (tooltip, banner, Save waits, the selection stays),
 * a reconciliation that moves the stock, nothing to reconcile, and the job editor's button.
 */
const TRUCK = 'Truck 1 \u2013 Theo';
const WAREHOUSE = 'Main Warehouse';
const FIVE = 'Run capacitor, condenser';
const ONE = 'Run capacitor, spare';
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
/** A test that loads the job editor (a loaded two-core machine can take seconds a step). */
const LONG = 45_000;

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/job-edit-page'), import('@/features/pricebook/components/reconciliation/inventory-reconciliation-dialog')]),
  // The first job editor of a worker pays for its first render here, not in a test.
  warmUp: async () => {
    await openRoute('office', `/jobs/edit/${getDb().jobs.all()[0]!.context}`, tours);
    await screen.findByRole('form', { name: 'Job' }, { timeout: 60_000 });
  },
});

/**
 * A job with two Item lines (quantities 5 and 1) priced from a part stocked on Truck 1 (2 on hand)
 * and in the warehouse (6), and a Service line; made through the API as the office user.
 */
async function stockedJob() {
  const { office } = await tokens();
  const db = getDb();
  const truckResource = resourceNamed(TRUCK);
  const warehouseResource = resourceNamed(WAREHOUSE);
  const item = db.pricebookItems.all().find((candidate) => {
    const resources = db.inventoryLevels.where('item', candidate.context).map((level) => level.resourceContext);
    return candidate.itemType === 'Item' && resources.length === 2 && resources.includes(truckResource) && resources.includes(warehouseResource);
  })!;
  const levels = db.inventoryLevels.where('item', item.context);
  const truck = levels.find((level) => level.resourceContext === truckResource)!;
  const warehouse = levels.find((level) => level.resourceContext === warehouseResource)!;
  db.inventoryLevels.put({ ...truck, quantity: 2 });
  db.inventoryLevels.put({ ...warehouse, quantity: 6 });
  const job = await createJob(
    newJobRequest({
      jobDetailList: [
        newLine({ name: FIVE, price: item.price, quantity: 5, pricebookItemContext: item.context, order: 1 }),
        newLine({ name: ONE, price: item.price, quantity: 1, pricebookItemContext: item.context, order: 2 }),
        newLine({ jobDetailType: 'Service', name: 'Diagnostic service call', price: 129, order: 3 }),
      ],
    }),
    office,
  );
  const [five, one] = job.jobDetailList;
  return { job, truck: truck.context, warehouse: warehouse.context, five: five!.context, one: one!.context };
}

const stockOf = (level: string) => getDb().inventoryLevels.get(level)!.quantity;

async function openDialog(jobContext: string) {
  await signInAs('office');
  const onClose = vi.fn();
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  const rendered = renderElement(<InventoryReconciliationDialog open jobContext={jobContext} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Inventory Reconciliation' });
  return { ...rendered, dialog, onClose, success };
}

const levelsOf = (dialog: HTMLElement, detailName: string) => within(dialog).getByRole('table', { name: `Taken From for ${detailName}` });
const rowOf = (table: HTMLElement, resource: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(resource) !== null)!;

describe('Inventory Reconciliation dialog', () => {
  it('lists the stocked details, steps quantities, holds back what exceeds, and reconciles', async () => {
    const setup = await stockedJob();
    const { user, fill, dialog, onClose, success } = await openDialog(setup.job.context);
    expect(await within(dialog).findByText('Update inventory based on the items used on this job.')).toBeInTheDocument();

    // Left: the Item details with stock, by name and QTY; the Service line is not there.
    const list = within(dialog).getByRole('list', { name: 'Job Details' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    const [fiveItem, oneItem] = within(list).getAllByRole('button') as [HTMLElement, HTMLElement];
    expect(fiveItem).toHaveTextContent(`${FIVE}QTY 5`);
    expect(oneItem).toHaveTextContent(`${ONE}QTY 1`);
    expect(fiveItem).toHaveAttribute('aria-current', 'true');

    // Right: the total over the quantity, and Taken From / Quantity per stock level.
    expect(within(dialog).getByText('0 / 5')).toBeInTheDocument();
    const table = levelsOf(dialog, FIVE);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Taken From', 'Quantity']);
    expect(rowOf(table, TRUCK)).toHaveTextContent('2 available');
    expect(rowOf(table, WAREHOUSE)).toHaveTextContent('6 available');
    const truckBox = within(table).getByRole('textbox', { name: `Quantity from ${TRUCK}` });
    const warehouseBox = within(table).getByRole('textbox', { name: `Quantity from ${WAREHOUSE}` });
    const decreaseTruck = within(table).getByRole('button', { name: `Decrease quantity from ${TRUCK}` });
    const increaseTruck = within(table).getByRole('button', { name: `Increase quantity from ${TRUCK}` });
    expect(truckBox).toHaveValue('0');
    expect(decreaseTruck).toBeDisabled();

    // Plus up to what the truck holds, minus back down.
    await user.click(increaseTruck);
    await user.click(increaseTruck);
    expect(truckBox).toHaveValue('2');
    expect(within(dialog).getByText('2 / 5')).toBeInTheDocument();
    expect(increaseTruck).toBeDisabled();
    await user.click(decreaseTruck);
    expect(truckBox).toHaveValue('1');
    expect(within(dialog).getByText('1 / 5')).toBeInTheDocument();

    // More than the truck holds: the tooltip on its box, the banner, Save waits, the other detail cannot be chosen.
    await fill(truckBox, '3');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reconciliationMessages.exceedsBanner);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(oneItem).toHaveAttribute('aria-disabled', 'true');
    expect(truckBox).toHaveAttribute('aria-invalid', 'true');
    expect(truckBox).toHaveAccessibleDescription(reconciliationMessages.exceedsTooltip);
    await user.hover(truckBox);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reconciliationMessages.exceedsTooltip);
    await user.unhover(truckBox);

    // More than the detail's quantity: the same, on the rows that add to it.
    await fill(truckBox, '2');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await fill(warehouseBox, '4');
    expect(within(dialog).getByText('6 / 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reconciliationMessages.exceedsBanner);
    expect(warehouseBox).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(warehouseBox, '3');
    expect(within(dialog).getByText('5 / 5')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The detail has all it needs: plus waits.
    expect(within(table).getByRole('button', { name: `Increase quantity from ${WAREHOUSE}` })).toBeDisabled();

    // The other detail: the truck is used up by the first; one from the warehouse.
    await user.click(oneItem);
    const oneTable = levelsOf(dialog, ONE);
    expect(rowOf(oneTable, TRUCK)).toHaveTextContent('0 available');
    expect(rowOf(oneTable, WAREHOUSE)).toHaveTextContent('3 available');
    await user.click(within(oneTable).getByRole('button', { name: `Increase quantity from ${WAREHOUSE}` }));
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(reconciliationMessages.reconciled);
    expect({ truck: stockOf(setup.truck), warehouse: stockOf(setup.warehouse) }).toEqual({ truck: 0, warehouse: 2 });
    const db = getDb();
    expect([db.jobDetails.get(setup.five)?.quantityReconciled, db.jobDetails.get(setup.one)?.quantityReconciled]).toEqual([5, 1]);
    expect(await getQuantityReconciled(setup.five)).toBe(5);
  }, LONG);

  it('opens at what the job reconciled, and asks before dropping a change', async () => {
    const setup = await stockedJob();
    const { office } = await tokens();
    const db = getDb();
    // 2 taken from the truck earlier: the truck's 2 on hand plus those 2 are the detail's to use.
    await post(
      endpoints.jobDetailReconciliation.reconcile,
      { jobIdentifier: { context: setup.job.context }, reconciliations: [{ jobDetailIdentifier: { context: setup.five }, pricebookItemInventoryLevelIdentifier: { context: setup.truck }, quantityReconciled: 2 }] },
      office,
    );
    expect(stockOf(setup.truck)).toBe(0);
    const { user, dialog, onClose } = await openDialog(setup.job.context);
    const table = await within(dialog).findByRole('table', { name: `Taken From for ${FIVE}` });
    expect(within(table).getByRole('textbox', { name: `Quantity from ${TRUCK}` })).toHaveValue('2');
    expect(rowOf(table, TRUCK)).toHaveTextContent('2 available');
    expect(within(dialog).getByText('2 / 5')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Decrease quantity from ${TRUCK}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalled();
    expect({ truck: stockOf(setup.truck), reconciled: db.jobDetails.get(setup.five)?.quantityReconciled }).toEqual({ truck: 0, reconciled: 2 });
  });

  it('says when no job detail has quantities to reconcile', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ jobDetailType: 'Service', name: 'Visit', price: 100 })] }), office);
    const { dialog } = await openDialog(job.context);
    expect(await within(dialog).findByText(reconciliationMessages.nothingToReconcile)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('reads a reconciled quantity, and 0 without a call for a detail not saved', async () => {
    await signInAs('office');
    mockControl.resetCallCounts();
    expect(await getQuantityReconciled(null)).toBe(0);
    expect(mockControl.callCount(endpoints.jobDetailReconciliation.getQuantityReconciled)).toBe(0);
    const entry = getDb().reconciliations.all()[0]!;
    expect(await getQuantityReconciled(entry.jobDetailContext)).toBe(entry.quantity);
  });
});

describe('Inventory Reconciliation in the job editor', () => {
  it('is offered for a saved job to a user who may update jobs', async () => {
    await signInAs('office', { permissions: (granted) => granted.filter((code) => code !== 'JOB_U') });
    const { view } = renderElement(<JobInventoryButton jobContext="job-1" />);
    expect(screen.queryByRole('button', { name: 'Inventory Reconciliation' })).not.toBeInTheDocument();
    view.unmount();
    await signInAs('office');
    renderElement(<JobInventoryButton jobContext={null} />);
    expect(screen.queryByRole('button', { name: 'Inventory Reconciliation' })).not.toBeInTheDocument();
  });

  it('opens beside Pricebook; after a reconciliation the lines keep at least the reconciled quantity, without unsaved changes', async () => {
    const setup = await stockedJob();
    const { user, fill } = await openRoute('office', `/jobs/edit/${setup.job.context}`, tours);
    await screen.findByRole('form', { name: 'Job' }, { timeout: 10_000 });
    const pricebook = screen.getByRole('button', { name: 'Pricebook' });
    const open = screen.getByRole('button', { name: 'Inventory Reconciliation' });
    expect(pricebook.nextElementSibling).toBe(open);

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Inventory Reconciliation' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', { name: `Taken From for ${FIVE}` });
    await user.click(within(table).getByRole('button', { name: `Increase quantity from ${TRUCK}` }));
    await user.click(within(table).getByRole('button', { name: `Increase quantity from ${TRUCK}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reconciliationMessages.reconciled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inventory Reconciliation' })).not.toBeInTheDocument());
    expect(stockOf(setup.truck)).toBe(0);

    // The job query was read again: the line knows its reconciled quantity, and nothing counts as unsaved.
    await user.click(screen.getByRole('button', { name: `Actions for ${FIVE}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Job Detail' });
    await fill(within(editor).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    expect(await within(editor).findByText('Min Qty 2 due to Inventory Reconciliation')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Job Detail' })).not.toBeInTheDocument());
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, LONG);

  it('keeps what was typed in the editor when the reconciled quantities arrive', async () => {
    const setup = await stockedJob();
    const { user, fill } = await openRoute('office', `/jobs/edit/${setup.job.context}`, tours);
    await screen.findByRole('form', { name: 'Job' }, { timeout: 10_000 });
    await fill(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-7781');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inventory Reconciliation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inventory Reconciliation' }, { timeout: 10_000 });
    const table = await within(dialog).findByRole('table', { name: `Taken From for ${FIVE}` });
    await user.click(within(table).getByRole('button', { name: `Increase quantity from ${WAREHOUSE}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reconciliationMessages.reconciled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inventory Reconciliation' })).not.toBeInTheDocument());

    expect(screen.getByRole('textbox', { name: 'PO Number' })).toHaveValue('PO-7781');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Actions for ${FIVE}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Job Detail' });
    await fill(within(editor).getByRole('textbox', { name: 'Quantity' }), '0');
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    expect(await within(editor).findByText('Min Qty 1 due to Inventory Reconciliation')).toBeInTheDocument();
  }, LONG);
});
