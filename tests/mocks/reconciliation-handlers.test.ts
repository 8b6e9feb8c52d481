// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jobDetailMessages } from '../../src/lib/schemas/job-detail-schemas';
import { reconciliationGroupListSchema, reconciliationMessages, type ReconcileRequest } from '../../src/lib/schemas/reconciliation-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { createJob, getJob, newJobRequest, newLine, query, remove, tokens, updateRequestOf } from './job-fixtures';
import { get, post, useMockServer } from './mock-api';
import { resourceNamed, storedItem } from './pricebook-fixtures';

useMockServer();

const stock = () => new Map(getDb().inventoryLevels.all().map((level) => [level.context, level.quantity]));

/** A job with two Item lines priced from a part stocked on Truck 1 and in the warehouse (5 and 1 of it), and a Service line. */
async function stockedJob(token: string) {
  const db = getDb();
  const item = db.pricebookItems.all().find((candidate) => {
    const resources = db.inventoryLevels.where('item', candidate.context).map((level) => level.resourceContext);
    return candidate.itemType === 'Item' && resources.includes(resourceNamed('Truck 1 \u2013 Theo')) && resources.includes(resourceNamed('Main Warehouse'));
  })!;
  const levels = db.inventoryLevels.where('item', item.context);
  const truck = levels.find((level) => level.resourceContext === resourceNamed('Truck 1 \u2013 Theo'))!;
  const warehouse = levels.find((level) => level.resourceContext === resourceNamed('Main Warehouse'))!;
  const job = await createJob(
    newJobRequest({
      jobDetailList: [
        newLine({ name: item.name, price: item.price, quantity: 5, pricebookItemContext: item.context, order: 1 }),
        newLine({ name: item.name, price: item.price, quantity: 1, pricebookItemContext: item.context, order: 2 }),
        newLine({ jobDetailType: 'Service', name: 'Diagnostic service call', price: 129, pricebookItemContext: storedItem('Diagnostic service call').context, order: 3 }),
      ],
    }),
    token,
  );
  const [five, one] = job.jobDetailList;
  return { job, item, truck: truck.context, warehouse: warehouse.context, five: five!.context, one: one!.context, before: stock() };
}

function reconcileBody(jobContext: string, rows: [detail: string, level: string, quantity: number][]): ReconcileRequest {
  return {
    jobIdentifier: { context: jobContext },
    reconciliations: rows.map(([detail, level, quantityReconciled]) => ({
      jobDetailIdentifier: { context: detail },
      pricebookItemInventoryLevelIdentifier: { context: level },
      quantityReconciled,
    })),
  };
}

async function reconcile(token: string, body: ReconcileRequest) {
  const response = await post('JobDetailReconciliation/Reconcile', body, token);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function groups(token: string, jobContext: string) {
  const response = await get(query('JobDetailReconciliation/GetReconciliationGroup', { jobContext }), token);
  expect(response.status).toBe(200);
  return reconciliationGroupListSchema.parse(await response.json());
}

async function reconciled(token: string, jobDetailContext: string): Promise<unknown> {
  return (await get(query('JobDetailReconciliation/GetQuantityReconciled', { jobDetailContext }), token)).json();
}

describe('JobDetailReconciliation/GetReconciliationGroup and GetQuantityReconciled', () => {
  it("answers a group per stocked Item detail with the levels' stock and what this job reconciled", async () => {
    const { office } = await tokens();
    const db = getDb();
    const entry = db.reconciliations.all()[0]!;
    const answer = await groups(office, entry.jobContext);
    const group = answer.find((row) => row.jobDetailIdentifier.context === entry.jobDetailContext)!;
    const detail = db.jobDetails.get(entry.jobDetailContext)!;
    expect({ name: group.jobDetailName, quantity: group.jobDetailQuantity }).toEqual({ name: detail.name, quantity: detail.priceDetail.quantity });
    expect(group.inventoryLevels.find((level) => level.context === entry.levelContext)?.quantity).toBe(db.inventoryLevels.get(entry.levelContext)!.quantity);
    expect(group.reconciliations).toEqual([{ pricebookItemInventoryLevelIdentifier: { context: entry.levelContext }, quantityReconciled: entry.quantity }]);
    expect(await reconciled(office, entry.jobDetailContext)).toBe(entry.quantity);
    for (const row of answer) expect(db.jobDetails.get(row.jobDetailIdentifier.context)?.jobDetailType).toBe('Item');
  });

  it('has nothing to reconcile on a job without stocked Item details, and asks for the contexts', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ jobDetailType: 'Service', name: 'Visit', price: 100 })] }), office);
    expect(await groups(office, job.context)).toEqual([]);
    expect(await reconciled(office, job.jobDetailList[0]!.context)).toBe(0);
    const missing = await get('JobDetailReconciliation/GetReconciliationGroup', office);
    expect({ status: missing.status, body: await missing.json() }).toEqual({ status: 400, body: [reconciliationMessages.jobContextRequired] });
    expect((await get(query('JobDetailReconciliation/GetReconciliationGroup', { jobContext: 'missing' }), office)).status).toBe(404);
  });
});

describe('JobDetailReconciliation/Reconcile', () => {
  it('takes the quantities off the levels and sets each detail to what was sent', async () => {
    const { tech, office } = await tokens();
    const setup = await stockedJob(office);
    const { truck, warehouse, five, one, before } = setup;
    expect(await reconcile(tech, reconcileBody(setup.job.context, [[five, truck, 4], [five, warehouse, 1], [one, warehouse, 1]]))).toEqual({ status: 200, body: {} });
    expect(stock().get(truck)).toBe(before.get(truck)! - 4);
    expect(stock().get(warehouse)).toBe(before.get(warehouse)! - 2);
    expect(await reconciled(tech, five)).toBe(5);
    const job = await getJob(setup.job.context, office);
    expect(job.jobDetailList.map((line) => line.quantityReconciled)).toEqual([5, 1, 0]);
    const [group] = await groups(tech, setup.job.context);
    expect(group!.inventoryLevels.find((level) => level.context === truck)?.quantity).toBe(before.get(truck)! - 4);
    expect(group!.reconciliations).toEqual(
      expect.arrayContaining([
        { pricebookItemInventoryLevelIdentifier: { context: truck }, quantityReconciled: 4 },
        { pricebookItemInventoryLevelIdentifier: { context: warehouse }, quantityReconciled: 1 },
      ]),
    );
  });

  it('refuses more than a detail needs or a level holds (with what this job took there), changing nothing', async () => {
    const { office } = await tokens();
    const setup = await stockedJob(office);
    const { truck, warehouse, five, one, before, job } = setup;
    const banner = { status: 400, body: [reconciliationMessages.exceedsBanner] };
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, 4], [five, warehouse, 2]]))).toEqual(banner);
    const onTruck = before.get(truck)!;
    const db = getDb();
    db.inventoryLevels.put({ ...db.inventoryLevels.get(truck)!, quantity: 3 });
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, 4]]))).toEqual(banner);
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, 2], [one, truck, 1]]))).toEqual({ status: 200, body: {} });
    expect(stock().get(truck)).toBe(0);
    // The 3 this job holds there count: sending them again, or moving them between its details, is allowed.
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, 3]]))).toEqual({ status: 200, body: {} });
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, 3], [one, truck, 1]]))).toEqual(banner);
    expect({ truck: stock().get(truck), detail: await reconciled(office, one) }).toEqual({ truck: 0, detail: 0 });
    expect(onTruck).toBeGreaterThan(0);
  });

  it('returns the stock of pairs not sent, and of everything when nothing is sent', async () => {
    const { office } = await tokens();
    const { job, truck, warehouse, five, before } = await stockedJob(office);
    await reconcile(office, reconcileBody(job.context, [[five, truck, 2], [five, warehouse, 2]]));
    await reconcile(office, reconcileBody(job.context, [[five, warehouse, 2]]));
    expect({ truck: stock().get(truck), warehouse: stock().get(warehouse) }).toEqual({ truck: before.get(truck), warehouse: before.get(warehouse)! - 2 });
    await reconcile(office, reconcileBody(job.context, []));
    expect({ truck: stock().get(truck), warehouse: stock().get(warehouse), detail: await reconciled(office, five) }).toEqual({ truck: before.get(truck), warehouse: before.get(warehouse), detail: 0 });
    expect((await getJob(job.context, office)).jobDetailList[0]!.quantityReconciled).toBe(0);
  });

  it('refuses a detail that has nothing to reconcile and a level of another item', async () => {
    const { office } = await tokens();
    const { job, five, truck } = await stockedJob(office);
    const service = job.jobDetailList[2]!.context;
    expect(await reconcile(office, reconcileBody(job.context, [[service, truck, 1]]))).toEqual({ status: 400, body: [reconciliationMessages.unknownDetail] });
    const otherLevel = getDb()
      .inventoryLevels.all()
      .find((level) => level.itemContext !== getDb().jobDetails.get(five)!.pricebookItemContext)!;
    expect(await reconcile(office, reconcileBody(job.context, [[five, otherLevel.context, 1]]))).toEqual({ status: 400, body: [reconciliationMessages.unknownLevel] });
    expect(await reconcile(office, reconcileBody(job.context, [[five, truck, -1]]))).toEqual({ status: 400, body: [reconciliationMessages.quantityInvalid] });
  });

  it('needs JOB_U to reconcile and JOB_R to read', async () => {
    const { tech } = await tokens();
    const db = getDb();
    const user = db.users.all().find((candidate) => candidate.username === seededUsernames.tech)!;
    db.users.put({ ...user, permissions: ['JOB_R'] });
    const entry = db.reconciliations.all()[0]!;
    expect((await post('JobDetailReconciliation/Reconcile', reconcileBody(entry.jobContext, []), tech)).status).toBe(403);
    expect((await get(query('JobDetailReconciliation/GetReconciliationGroup', { jobContext: entry.jobContext }), tech)).status).toBe(200);
  });
});

describe('saving and deleting a job with reconciled stock', () => {
  it('keeps a detail at or above what was reconciled, and returns its stock when it is deleted', async () => {
    const { office } = await tokens();
    const { job, truck, five, before } = await stockedJob(office);
    await reconcile(office, reconcileBody(job.context, [[five, truck, 3]]));
    const loaded = await getJob(job.context, office);
    const lower = updateRequestOf(loaded);
    lower.jobDetailList[0] = { ...lower.jobDetailList[0]!, cud: 'Update', priceDetail: { ...lower.jobDetailList[0]!.priceDetail, quantity: 2 } };
    const refused = await post('Job/Update', lower, office);
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 400, body: [jobDetailMessages.minQuantityReconciled(3)] });
    const deleting = updateRequestOf(loaded);
    deleting.jobDetailList[0] = { ...deleting.jobDetailList[0]!, cud: 'Delete' };
    expect((await post('Job/Update', deleting, office)).status).toBe(200);
    expect({ truck: stock().get(truck), entries: getDb().reconciliations.count('job', job.context) }).toEqual({ truck: before.get(truck), entries: 0 });
  });

  it('returns the stock of a deleted job', async () => {
    const { office, admin } = await tokens();
    const { job, truck, warehouse, five, one, before } = await stockedJob(office);
    await reconcile(office, reconcileBody(job.context, [[five, truck, 2], [one, warehouse, 1]]));
    expect((await remove(query('Job/Delete', { context: job.context }), admin)).status).toBe(200);
    expect({ truck: stock().get(truck), warehouse: stock().get(warehouse), entries: getDb().reconciliations.count('job', job.context) }).toEqual({
      truck: before.get(truck),
      warehouse: before.get(warehouse),
      entries: 0,
    });
  });
});
