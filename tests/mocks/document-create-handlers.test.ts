// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { documentMessages } from '../../src/lib/schemas/document-schemas';
import { paymentSchema } from '../../src/lib/schemas/job-payment-schemas';
import { invoiceDueDate } from '../../mocks/db/invoice-due-date';
import { getDb } from '../../mocks/db/store';
import { createMessages } from '../../mocks/handlers/document-create';
import { get, post, useMockServer } from './mock-api';
import { createJob, getJob, newJobRequest, newLine, query, tokens, updateRequestOf } from './job-fixtures';
import { createDocument, createRequestOf, getDocument, lineContexts, threeLineJob } from './document-fixtures';

useMockServer();

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const highest = (numbers: number[]) => Math.max(...numbers);

describe('creating a job document', () => {
  it('freezes the chosen lines with the calculation module’s figures, numbered next in its own sequence', async () => {
    const { office } = await tokens();
    const db = getDb();
    const lastProposal = highest(db.proposals.all().map((item) => item.number));
    const lastWorkOrder = highest(db.workOrders.all().map((item) => item.number));
    const job = await threeLineJob(office);

    const proposal = await createDocument('proposal', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank')), office);
    expect(proposal).toMatchObject({
      kind: 'proposal',
      number: lastProposal + 1,
      status: 'Pending',
      name: job.name,
      subtotal: 250.5,
      discount: 25.05,
      tax: 18.6,
      total: 244.05,
      cost: 110,
      discountDescription: 'Spring promotion (10% OFF)',
      taxRate: 0.0825,
      taxDescription: 'Reduced Rate 8.25%',
      filename: `Proposal-${lastProposal + 1}.pdf`,
      eSign: null,
      promotedFrom: null,
      jobModifiedSinceCreated: false,
      job: { context: job.context, name: job.name },
      customer: { context: job.serviceCustomer.context },
    });
    expect(proposal.lines.map((line) => [line.name, line.quantity, line.price, line.total, line.taxable])).toEqual([
      ['Install water heater', 2, 100, 200, true],
      ['Expansion tank', 1, 50.5, 50.5, true],
    ]);

    // Nothing chosen is every line; each kind counts on its own.
    const workOrder = await createDocument('workOrder', createRequestOf(job), office);
    expect(workOrder).toMatchObject({ number: lastWorkOrder + 1, status: 'Pending', subtotal: 280.5, discount: 28.05, tax: 18.6, total: 271.05, filename: `WorkOrder-${lastWorkOrder + 1}.pdf` });
    expect(workOrder.lines.map((line) => line.name)).toEqual(['Install water heater', 'Expansion tank', 'Haul away old tank']);
    expect(workOrder.lines[2]!.taxable).toBe(false);
    const second = await createDocument('proposal', createRequestOf(job), office);
    expect(second.number).toBe(lastProposal + 2);

    const history = await (await get(query(endpoints.proposal.getHistory, { context: proposal.context }), office)).json();
    expect(history).toEqual([expect.objectContaining({ action: 'Created', userName: 'Olivia Office' })]);
    // The job answers its documents as the lists show them, and marks its lines used.
    const after = await getJob(job.context, office);
    expect(after.proposalList?.map((item) => item.number)).toEqual([lastProposal + 1, lastProposal + 2]);
    expect(after.workOrderList?.map((item) => item.context)).toEqual([workOrder.context]);
    expect(after.invoiceList).toEqual([]);
    expect(after.jobDetailList.find((line) => line.name === 'Expansion tank')?.proposalIdentifierList).toHaveLength(2);
  });

  it('keeps its frozen lines when the job changes later, and says the job was modified', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job), office);
    const request = updateRequestOf(job);
    const tank = request.jobDetailList.find((line) => line.name === 'Expansion tank')!;
    tank.cud = 'Update';
    tank.priceDetail.price = 75;
    request.jobDetailList.push(newLine({ name: 'Drain pan', price: 40, order: 4 }));
    request.discount = null;
    expect((await post(endpoints.job.update, request, office)).status).toBe(200);

    const again = await getDocument('proposal', proposal.context, office);
    expect(again.lines.map((line) => [line.name, line.price])).toEqual([
      ['Install water heater', 100],
      ['Expansion tank', 50.5],
      ['Haul away old tank', 30],
    ]);
    expect(again).toMatchObject({ total: 271.05, discountDescription: 'Spring promotion (10% OFF)', jobModifiedSinceCreated: true });
  });

  it('puts bundle children under their bundle and Subtotal rows after the chosen lines, with the running subtotal', async () => {
    const { office } = await tokens();
    const bundle = newLine({ jobDetailType: 'Bundle', name: 'Thermostat package', price: 100, order: 4 });
    const job = await createJob(
      newJobRequest({
        jobDetailList: [
          newLine({ name: 'Filter', price: 10, order: 1 }),
          newLine({ name: 'Valve', price: 20, order: 2 }),
          newLine({ jobDetailType: 'Subtotal', name: 'Parts subtotal', price: 0, order: 3 }),
          bundle,
          newLine({ name: 'Thermostat', price: 60, parentGuid: bundle.guid, order: 5 }),
          newLine({ jobDetailType: 'Labor', name: 'Wiring', price: 40, parentGuid: bundle.guid, order: 6 }),
          newLine({ name: 'Batteries', price: 5, order: 7 }),
        ],
      }),
      office,
    );
    const document = await createDocument('workOrder', createRequestOf(job, lineContexts(job, 'Valve', 'Thermostat package')), office);
    expect(document.lines.map((line) => [line.jobDetailType, line.name, line.total, line.parentGuid === bundle.guid])).toEqual([
      ['Item', 'Valve', 20, false],
      ['Subtotal', 'Parts subtotal', 20, false],
      ['Bundle', 'Thermostat package', 100, false],
      ['Item', 'Thermostat', 60, true],
      ['Labor', 'Wiring', 40, true],
    ]);
    expect(document.subtotal).toBe(120);
    const child = job.jobDetailList.find((line) => line.name === 'Thermostat')!;
    const refused = await post(endpoints.workOrder.create, createRequestOf(job, [child.context]), office);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([documentMessages.linesNotOnJob]);
  });

  it('refuses an invoice for lines already on an invoice, and other requests that do not fit the job', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const [install, tank] = lineContexts(job, 'Install water heater', 'Expansion tank');
    await createDocument('invoice', createRequestOf(job, [install!]), office);
    const twice = await post(endpoints.invoice.create, createRequestOf(job), office);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual([documentMessages.alreadyInvoiced]);
    // Proposals and work orders may repeat lines; another invoice takes the lines not invoiced yet.
    await createDocument('proposal', createRequestOf(job), office);
    expect((await createDocument('invoice', createRequestOf(job, [tank!]), office)).subtotal).toBe(50.5);

    const other = getDb().customers.all().find((customer) => customer.context !== job.billingCustomer.context && customer.addresses.length > 0)!;
    const wrongParty = await post(endpoints.proposal.create, createRequestOf(job, [], { billingCustomerContext: other.context }), office);
    expect(await wrongParty.json()).toEqual([documentMessages.partiesRequired]);
    const blank = await post(endpoints.proposal.create, createRequestOf(job, [], { serviceAddressContext: '' }), office);
    expect(await blank.json()).toEqual([documentMessages.partiesRequired]);
    const foreign = getDb().jobDetails.all().find((line) => line.jobContext !== job.context)!;
    expect(await (await post(endpoints.proposal.create, createRequestOf(job, [foreign.context]), office)).json()).toEqual([documentMessages.linesNotOnJob]);
    const empty = await createJob(newJobRequest(), office);
    expect(await (await post(endpoints.proposal.create, createRequestOf(empty), office)).json()).toEqual([documentMessages.noLines]);
    expect((await post(endpoints.proposal.create, createRequestOf(job, [], { jobContext: 'no-such-job' }), office)).status).toBe(404);
  });

  it('includes the chosen images, or every job image when the system setting says so', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const upload = async (name: string) => {
      const response = await post(endpoints.jobStorage.upload, { jobContext: job.context, kind: 'image', name, contentType: 'image/png', data: TINY_PNG }, office);
      return ((await response.json()) as { context: string }).context;
    };
    const first = await upload('before.png');
    await upload('after.png');
    expect((await createDocument('proposal', createRequestOf(job, [], { imageContextList: [first] }), office)).imageCount).toBe(1);
    expect((await createDocument('proposal', createRequestOf(job), office)).imageCount).toBe(0);
    const stranger = getDb().storageItems.all().find((item) => item.kind === 'image' && !item.mappedEntities.some((entity) => entity.context === job.context))!;
    expect(await (await post(endpoints.proposal.create, createRequestOf(job, [], { imageContextList: [stranger.context] }), office)).json()).toEqual([createMessages.imagesNotOnJob]);

    getDb().systemSettings.update('DOC_INCLUDE_JOB_IMAGES', { value: 'Yes' });
    expect((await createDocument('workOrder', createRequestOf(job), office)).imageCount).toBe(2);
  });

  it('applies the job’s payments to a new invoice, a draft due by the job’s payment term', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const paid = await post(endpoints.payment.create, { jobContext: job.context, invoiceContext: null, date: new Date().toISOString(), paymentType: 'Check', amount: 100, detail: '1042', notes: 'Deposit' }, office);
    const deposit = paymentSchema.parse(await paid.json());
    const invoice = await createDocument('invoice', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank'), { paymentContextList: [deposit.context] }), office);
    const today = new Date().toISOString().slice(0, 10);
    expect(invoice).toMatchObject({ status: 'Draft', total: 244.05, amountDue: 144.05, dueDate: invoiceDueDate(today, job.paymentTerm?.days ?? null, 30) });
    expect(invoice.payments).toEqual([expect.objectContaining({ context: deposit.context, amount: 100, paymentType: 'Check', detail: '1042' })]);
    expect(getDb().payments.get(deposit.context)?.invoiceContext).toBe(invoice.context);

    const again = await post(endpoints.invoice.create, createRequestOf(job, lineContexts(job, 'Haul away old tank'), { paymentContextList: [deposit.context] }), office);
    expect(await again.json()).toEqual([createMessages.paymentsNotAvailable]);
    expect(job.paymentTerm).not.toBeNull();
  });

  it('needs the kind’s create permission: a technician holds none', async () => {
    const { tech, office } = await tokens();
    const job = await threeLineJob(office);
    for (const kind of ['proposal', 'workOrder', 'invoice'] as const) {
      expect((await post(endpoints[kind].create, createRequestOf(job), tech)).status).toBe(403);
    }
    // Technicians read the job without its documents.
    const seen = await getJob(job.context, tech);
    expect([seen.proposalList, seen.workOrderList, seen.invoiceList]).toEqual([null, null, null]);
  });
});
