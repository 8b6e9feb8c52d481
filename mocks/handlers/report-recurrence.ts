import type { RecurrenceChain, RecurrenceReport } from '../../src/lib/schemas/report-schemas';
import type { MockDb } from '../db/mock-store';
import { customerName } from '../db/record-views';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDateText } from './client-time';

const CLOSED = new Set(['Complete', 'Cancelled']);

/**
 * Recurrence Status (issue 19): every recurring job chain with its rule, how many occurrences it has and
 * has completed, its next occurrence, and whether it is incomplete (an occurrence whose day has passed
 * has a job that is neither Complete nor Cancelled). One pass over the chains; each chain's jobs and
 * appointments come from their chain indexes.
 */
export function recurrenceReport(db: MockDb, now: number, offsetMinutes: number): RecurrenceReport {
  const statusText = (context: string) => db.picklists.get(context)?.text ?? '';
  const today = clientDateText(now, offsetMinutes);
  const chains: RecurrenceChain[] = db.jobChains.all().map((chain) => {
    const jobs = db.jobs.where('chain', chain.chainId).sort((a, b) => a.number - b.number);
    const appointments = db.appointments.where('chain', chain.chainId).sort((a, b) => compareKeys(a.startDate, b.startDate));
    const first = jobs[0];
    const customer = first ? db.customers.get(first.serviceCustomerContext) : undefined;
    const closed = new Set(jobs.filter((job) => CLOSED.has(statusText(job.jobStatusContext))).map((job) => job.context));
    const completed = jobs.filter((job) => statusText(job.jobStatusContext) === 'Complete').length;
    let overdue = 0;
    let next: (typeof appointments)[number] | undefined;
    for (const appointment of appointments) {
      const day = clientDateText(Date.parse(appointment.startDate), offsetMinutes);
      if (day < today && appointment.jobContext && !closed.has(appointment.jobContext)) overdue += 1;
      if (!next && Date.parse(appointment.startDate) >= now) next = appointment;
    }
    const last = appointments.at(-1);
    return {
      chainId: chain.chainId,
      jobContext: first?.context ?? null,
      jobName: first?.name ?? '',
      customerName: customer ? customerName(customer) : '',
      rule: chain.displayText,
      occurrences: Math.max(jobs.length, appointments.length),
      completed,
      overdue,
      nextDate: next ? clientDateText(Date.parse(next.startDate), offsetMinutes) : null,
      nextJobContext: next?.jobContext ?? null,
      lastDate: last ? clientDateText(Date.parse(last.startDate), offsetMinutes) : null,
      status: overdue > 0 ? 'Incomplete' : next ? 'Active' : 'Ended',
    };
  });
  const rank = { Incomplete: 0, Active: 1, Ended: 2 } as const;
  chains.sort((a, b) => rank[a.status] - rank[b.status] || compareKeys(a.nextDate ?? '9999', b.nextDate ?? '9999') || compareText(a.jobName, b.jobName));
  return { chains, incomplete: chains.filter((chain) => chain.status === 'Incomplete').length };
}
