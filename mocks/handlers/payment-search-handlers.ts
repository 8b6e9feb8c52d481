import { endpoints } from '../../src/config/endpoints';
import { paymentPermissions } from '../../src/lib/permission-codes';
import { paymentSearchRequestSchema, paymentSortKeys, type PaymentListItem } from '../../src/lib/schemas/job-payment-schemas';
import type { MockDb } from '../db/mock-store';
import { customerName } from '../db/record-views';
import { getDb } from '../db/store';
import type { Payment } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDay } from './client-time';
import { clientTimezoneOffset, validationError } from './handler-utils';
import { paymentView } from './payment-handlers';
import { route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

/** A payment of the payment list: the payment with its job and the job's billing customer. */
export function paymentListItem(db: MockDb, payment: Payment): PaymentListItem {
  const job = db.jobs.get(payment.jobContext);
  const customer = db.customers.get(job?.billingCustomerContext ?? null);
  return {
    ...paymentView(db, payment),
    job: { context: payment.jobContext, name: job?.name ?? '' },
    customer: { context: customer?.context ?? '', customerName: customer ? customerName(customer) : '' },
  };
}

type SortKey = (typeof paymentSortKeys)[number];

const sorts: Record<SortKey, (a: PaymentListItem, b: PaymentListItem) => number> = {
  Date: (a, b) => compareKeys(a.date, b.date),
  Amount: (a, b) => a.amount - b.amount,
  Customer: (a, b) => compareText(a.customer.customerName, b.customer.customerName),
  PaymentType: (a, b) => compareText(a.paymentType.text, b.paymentType.text),
};

function matches(item: PaymentListItem, term: string): boolean {
  if (!term) return true;
  const texts = [item.customer.customerName, item.job.name, item.detail, item.notes, item.invoice ? String(item.invoice.number) : ''];
  return texts.some((text) => text.toLowerCase().includes(term));
}

/**
 * `POST Payment/Search` (issue 15's payment list; `PYMT_R`): the term (≥ 3 characters) over the
 * customer, the job, the invoice number, the Check/Auth # and the notes; payment types, customer
 * (of the job, service or billing) and client-local date range; sorts Date (default, newest
 * first), Amount, Customer, PaymentType; paging.
 */
const search = route('post', endpoints.payment.search, { allow: paymentPermissions.read, body: paymentSearchRequestSchema }, ({ request, body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = (body.sort.by.trim() || 'Date') as SortKey;
  if (!(paymentSortKeys as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);
  const db = getDb();
  const offset = clientTimezoneOffset(request);
  const from = body.dateFrom ? clientDay(body.dateFrom, offset).start : -Infinity;
  const to = body.dateTo ? clientDay(body.dateTo, offset).end : Infinity;
  const types = body.paymentTypes.length > 0 ? new Set<string>(body.paymentTypes) : null;
  const customerJobs = body.customerContext ? new Set(db.jobs.where('customer', body.customerContext).map((job) => job.context)) : null;
  const all = db.payments.all();
  const found = all
    .filter((payment) => {
      const at = Date.parse(payment.date);
      return at >= from && at < to && (types === null || types.has(payment.method)) && (customerJobs === null || customerJobs.has(payment.jobContext));
    })
    .map((payment) => paymentListItem(db, payment))
    .filter((item) => matches(item, term));
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = sorts[sortBy];
  found.sort((a, b) => compare(a, b) * direction || compareKeys(b.date, a.date) || compareKeys(a.context, b.context));
  const answer: SearchAnswer<PaymentListItem> = { results: page(found, body.pageNumber, body.pageSize), searchResultCount: found.length, totalCount: all.length };
  return answer;
});

export const paymentSearchHandlers = [search];
