import type { JobSortKey } from '../../src/lib/schemas/job-search-schemas';
import { customerName } from '../db/record-views';
import type { MockDb } from '../db/mock-store';
import type { Customer, Job } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { customerSearchIndex } from './customer-search-index';

/**
 * What the job search reads of every job, worked out once per version of the jobs and customers
 * (their `all()` arrays, which a write replaces): each job's own text, its service customer, and the
 * jobs in each sort order. A search over the 10,000 jobs of the large seed is then one pass over a
 * sorted list.
 */
export interface JobSearchIndex {
  ordered(by: JobSortKey, direction: 'ASC' | 'DESC'): readonly Job[];
  /** The job's name, description or number hold `term` (lower case), or its service customer matches it (`customerSearchIndex`). */
  matches(job: Job, term: string, digits: string): boolean;
}

const FIELD_BREAK = '\u0000';

function buildIndex(db: MockDb, jobs: readonly Job[], customers: readonly Customer[]): JobSearchIndex {
  const texts = new Map<Job, string>();
  for (const job of jobs) texts.set(job, [job.name, job.description, String(job.number)].join(FIELD_BREAK).toLowerCase());
  const customerIndex = customerSearchIndex(customers);
  const orders = new Map<string, readonly Job[]>();
  let names: Map<string, string> | null = null;
  const customerNameOf = (job: Job): string => {
    names ??= new Map(customers.map((customer) => [customer.context, customerName(customer)]));
    return names.get(job.serviceCustomerContext) ?? '';
  };
  return {
    ordered(by, direction) {
      const id = `${by} ${direction}`;
      let ordered = orders.get(id);
      if (!ordered) {
        const sign = direction === 'ASC' ? 1 : -1;
        const compare: (a: Job, b: Job) => number =
          by === 'Name'
            ? (a, b) => compareText(a.name, b.name)
            : by === 'Customer'
              ? (a, b) => compareText(customerNameOf(a), customerNameOf(b))
              : by === 'Number'
                ? (a, b) => a.number - b.number
                : (a, b) => compareKeys(a.dateTime, b.dateTime);
        // Ties: newest job number first in either direction, so a page never reshuffles.
        ordered = [...jobs].sort((a, b) => compare(a, b) * sign || b.number - a.number);
        orders.set(id, ordered);
      }
      return ordered;
    },
    matches(job, term, digits) {
      if (!term) return true;
      if (texts.get(job)?.includes(term)) return true;
      const customer = db.customers.get(job.serviceCustomerContext);
      return !!customer && customerIndex.matches(customer, term, digits);
    },
  };
}

const indexes = new WeakMap<readonly Job[], { customers: readonly Customer[]; index: JobSearchIndex }>();

/** The search index of the jobs and customers as they are now (built on first use of that version). */
export function jobSearchIndex(db: MockDb): JobSearchIndex {
  const jobs = db.jobs.all();
  const customers = db.customers.all();
  const cached = indexes.get(jobs);
  if (cached && cached.customers === customers) return cached.index;
  const index = buildIndex(db, jobs, customers);
  indexes.set(jobs, { customers, index });
  return index;
}
