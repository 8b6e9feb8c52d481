import { endpoints } from '../../src/config/endpoints';
import {
  documentSchema,
  documentSearchResponseSchema,
  type DocumentCreateRequest,
  type DocumentKind,
  type DocumentSearchRequest,
  type DocumentSearchResponse,
  type JobDocument,
} from '../../src/lib/schemas/document-schemas';
import type { JobRecord } from '../../src/lib/schemas/job-schemas';
import { get, post } from './mock-api';
import { createJob, newJobRequest, newLine, query } from './job-fixtures';

/** Helpers of the job document handler tests (tests/mocks/document-*.test.ts). */

/** A job with three priced lines ($100 × 2 taxable service, $50.50 item, $30 non-taxable item), a 10% discount and an 8.25% override. */
export async function threeLineJob(token: string): Promise<JobRecord> {
  return createJob(
    newJobRequest({
      discount: { description: 'Spring promotion', discountType: 'Percentage', value: 10 },
      taxOverride: { description: 'Reduced Rate', taxRate: 8.25 },
      jobDetailList: [
        newLine({ jobDetailType: 'Service', name: 'Install water heater', price: 100, quantity: 2, cost: 40, order: 1 }),
        newLine({ jobDetailType: 'Item', name: 'Expansion tank', price: 50.5, cost: 30, order: 2 }),
        newLine({ jobDetailType: 'Item', name: 'Haul away old tank', price: 30, nonTaxable: true, order: 3 }),
      ],
    }),
    token,
  );
}

/** The create request of a job: its parties and name, the given top-level lines (none: all). */
export function createRequestOf(job: JobRecord, lineContexts: string[] = [], changes: Partial<DocumentCreateRequest> = {}): DocumentCreateRequest {
  return {
    jobContext: job.context,
    jobName: job.name,
    serviceCustomerContext: job.serviceCustomer.context,
    serviceAddressContext: job.serviceAddress?.context ?? '',
    billingCustomerContext: job.billingCustomer.context,
    billingAddressContext: job.billingAddress?.context ?? '',
    jobDetailContextList: lineContexts,
    imageContextList: [],
    paymentContextList: [],
    internalNotes: '',
    promotion: null,
    ...changes,
  };
}

/** The contexts of the job's lines named `names`. */
export function lineContexts(job: JobRecord, ...names: string[]): string[] {
  return names.map((name) => {
    const line = job.jobDetailList.find((candidate) => candidate.name === name);
    if (!line) throw new Error(`No line ${name}`);
    return line.context;
  });
}

export async function createDocument(kind: DocumentKind, request: DocumentCreateRequest, token: string): Promise<JobDocument> {
  const response = await post(endpoints[kind].create, request, token);
  if (response.status !== 200) throw new Error(`${endpoints[kind].create} answered ${response.status}: ${await response.text()}`);
  return documentSchema.parse(await response.json());
}

export async function getDocument(kind: DocumentKind, context: string, token: string): Promise<JobDocument> {
  const response = await get(query(endpoints[kind].get, { context }), token);
  if (response.status !== 200) throw new Error(`${endpoints[kind].get} answered ${response.status}`);
  return documentSchema.parse(await response.json());
}

export function searchRequest(changes: Partial<DocumentSearchRequest> = {}): DocumentSearchRequest {
  return { searchTerm: '', sort: { by: 'Date', direction: 'DESC' }, pageNumber: 0, pageSize: 200, statuses: [], ...changes };
}

export async function searchDocuments(kind: DocumentKind, changes: Partial<DocumentSearchRequest>, token: string, headers: Record<string, string> = {}): Promise<DocumentSearchResponse> {
  const response = await post(endpoints[kind].search, searchRequest(changes), token, headers);
  if (response.status !== 200) throw new Error(`${endpoints[kind].search} answered ${response.status}: ${await response.text()}`);
  return documentSearchResponseSchema.parse(await response.json());
}

/** A DELETE with query parameters. */
export function remove(endpoint: string, params: Record<string, string>, token: string): Promise<Response> {
  return fetch(`http://localhost/api/${query(endpoint, params)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

/** The PDF bytes of a document (`purpose` view or download). */
export async function downloadPdf(kind: DocumentKind, context: string, token: string, purpose: 'view' | 'download' = 'download'): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await get(query(endpoints[kind].download, { context, purpose }), token);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
