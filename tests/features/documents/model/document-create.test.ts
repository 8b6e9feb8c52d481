import { describe, expect, it } from 'vitest';
import { documentCreateRequest, documentCreationRefusal, documentLineContexts, type DocumentSourceJob } from '@/features/documents/model/document-create';

const job: DocumentSourceJob = {
  context: 'job-1',
  name: 'Furnace replacement',
  serviceCustomer: { context: 'c-1' },
  serviceAddress: { context: 'a-1' },
  billingCustomer: { context: 'c-2' },
  billingAddress: { context: 'a-2' },
  jobDetailList: [
    { context: 'l-1', parentGuid: null, invoiceId: null },
    { context: 'l-2', parentGuid: null, invoiceId: 'inv-1' },
    { context: 'l-2a', parentGuid: 'g-2', invoiceId: null },
    { context: 'l-3', parentGuid: null, invoiceId: null },
  ],
};

describe('documentLineContexts', () => {
  it('takes every top-level line when none is selected', () => {
    expect(documentLineContexts(job, [])).toEqual(['l-1', 'l-2', 'l-3']);
  });
  it('takes the selected lines in job order', () => {
    expect(documentLineContexts(job, ['l-3', 'l-1'])).toEqual(['l-1', 'l-3']);
  });
});

describe('documentCreationRefusal', () => {
  it('refuses any document while the job has unsaved changes', () => {
    expect(documentCreationRefusal('proposal', job, [], true)).toBe('The job has unsaved changes. Please save your changes before using this action.');
  });
  it('refuses an invoice over a line already on an invoice, but not a proposal', () => {
    expect(documentCreationRefusal('invoice', job, ['l-1', 'l-2'], false)).toBe('One or more job detail records are already assigned to an invoice.');
    expect(documentCreationRefusal('invoice', job, [], false)).toBe('One or more job detail records are already assigned to an invoice.');
    expect(documentCreationRefusal('proposal', job, ['l-1', 'l-2'], false)).toBeNull();
    expect(documentCreationRefusal('invoice', job, ['l-1', 'l-3'], false)).toBeNull();
  });
  it('refuses a job without lines', () => {
    expect(documentCreationRefusal('workOrder', { ...job, jobDetailList: [] }, [], false)).toBe('The job has no job details to put on a document.');
  });
});

describe('documentCreateRequest', () => {
  it('names the job, its parties and the chosen lines', () => {
    expect(documentCreateRequest(job, ['l-3'])).toEqual({
      jobContext: 'job-1',
      jobName: 'Furnace replacement',
      serviceCustomerContext: 'c-1',
      serviceAddressContext: 'a-1',
      billingCustomerContext: 'c-2',
      billingAddressContext: 'a-2',
      jobDetailContextList: ['l-3'],
      imageContextList: [],
      paymentContextList: [],
      internalNotes: '',
      promotion: null,
    });
  });
});
