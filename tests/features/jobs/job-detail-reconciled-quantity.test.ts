// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { detailFormValuesOf, jobDetailFormSchema, newDetailFormValues } from '@/features/jobs/components/job-details/job-detail-form';
import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';
import { linesFromJobDetails } from '@/features/jobs/model/job-form-details';
import { jobSchema } from '@/lib/schemas/job-schemas';
import { getDb } from '../../../mocks/db/store';
import { post, useMockServer } from '../../mocks/mock-api';
import { createJob, getJob, newJobRequest, newLine, tokens, updateRequestOf } from '../../mocks/job-fixtures';

/**
 * Spec 3 §5 and §8: "Min Qty {n} due to Inventory Reconciliation": an Item detail's quantity cannot
 * go below the quantity already reconciled to inventory, in the job detail form and on the server.
 */

useMockServer();

const MESSAGE = 'Min Qty 3 due to Inventory Reconciliation';

function itemLine(quantityReconciled: number, jobDetailType: JobDetailLine['jobDetailType'] = 'Item'): JobDetailLine {
  return {
    context: 'detail-1',
    guid: 'guid-1',
    jobDetailType,
    cud: 'None',
    name: 'Pressure relief valve',
    description: '',
    order: 1,
    priceDetail: { price: 40, quantity: 5, total: 200, nonTaxable: false },
    quantityReconciled,
  };
}

function quantityError(values: Parameters<typeof jobDetailFormSchema.safeParse>[0]): string | undefined {
  const result = jobDetailFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'quantity')?.message;
}

describe('the job detail form', () => {
  it('refuses an Item quantity below the reconciled quantity with the spec message', () => {
    const values = detailFormValuesOf(itemLine(3), 'Item');
    expect(values.quantityReconciled).toBe(3);
    expect(quantityError({ ...values, quantity: '2' })).toBe(MESSAGE);
    expect(quantityError({ ...values, quantity: '2.9999' })).toBe(MESSAGE);
  });

  it('accepts the reconciled quantity itself and anything above it', () => {
    const values = detailFormValuesOf(itemLine(3), 'Item');
    expect(quantityError({ ...values, quantity: '3' })).toBeUndefined();
    expect(quantityError({ ...values, quantity: '7' })).toBeUndefined();
  });

  it('keeps the range message for a quantity that is not a number', () => {
    expect(quantityError({ ...detailFormValuesOf(itemLine(3), 'Item'), quantity: 'x' })).toBe('Quantity must be a number from 0 to 999,999.');
  });

  it('applies to Item lines only, and new lines have nothing reconciled', () => {
    expect(detailFormValuesOf(itemLine(3, 'Labor'), 'Labor').quantityReconciled).toBe(0);
    expect(quantityError({ ...newDetailFormValues('Item'), name: 'Valve', quantity: '0' })).toBeUndefined();
  });

  it('carries the reconciled quantity from the job answer into the form lines', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ name: 'Valve', price: 40, quantity: 5 })] }), office);
    const db = getDb();
    const stored = db.jobDetails.get(job.jobDetailList[0]!.context)!;
    db.jobDetails.put({ ...stored, quantityReconciled: 3 });
    const [line] = linesFromJobDetails((await getJob(job.context, office)).jobDetailList);
    expect(line?.quantityReconciled).toBe(3);
    expect(quantityError({ ...detailFormValuesOf(line!, 'Item'), quantity: '1' })).toBe(MESSAGE);
  });
});

describe('Job/Update', () => {
  async function jobWithReconciledValve() {
    const { office } = await tokens();
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ name: 'Valve', price: 40, quantity: 5 })] }), office);
    const db = getDb();
    const stored = db.jobDetails.get(job.jobDetailList[0]!.context)!;
    db.jobDetails.put({ ...stored, quantityReconciled: 3 });
    return { office, job: await getJob(job.context, office) };
  }

  function withQuantity(job: Awaited<ReturnType<typeof getJob>>, quantity: number) {
    const request = updateRequestOf(job);
    const line = request.jobDetailList[0]!;
    request.jobDetailList[0] = { ...line, cud: 'Update', priceDetail: { ...line.priceDetail, quantity } };
    return request;
  }

  it('answers each line with its reconciled quantity (0 when none)', async () => {
    const { office, job } = await jobWithReconciledValve();
    expect(job.jobDetailList[0]?.quantityReconciled).toBe(3);
    const other = await createJob(newJobRequest({ jobDetailList: [newLine({ price: 10 })] }), office);
    expect(other.jobDetailList[0]?.quantityReconciled).toBe(0);
  });

  it('refuses an Item quantity below the reconciled quantity with 400 and the spec message', async () => {
    const { office, job } = await jobWithReconciledValve();
    const response = await post(endpoints.job.update, withQuantity(job, 2), office);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([MESSAGE]);
    expect(getDb().jobDetails.get(job.jobDetailList[0]!.context)?.priceDetail.quantity).toBe(5);
  });

  it('saves the reconciled quantity or more, and keeps the reconciled quantity on the line', async () => {
    const { office, job } = await jobWithReconciledValve();
    const response = await post(endpoints.job.update, withQuantity(job, 3), office);
    expect(response.status).toBe(200);
    const saved = jobSchema.parse(await response.json());
    expect(saved.jobDetailList[0]).toMatchObject({ quantityReconciled: 3, priceDetail: { quantity: 3 } });
  });
});
