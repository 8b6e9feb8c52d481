import type Big from 'big.js';
import { toCentsNumber, toDecimal, ZERO } from '../../src/lib/job-calculations';
import { groupIndexer, groupRanges, previousRange, toPrevious, type DayRange, type PeriodGrouping } from '../../src/lib/reports/report-periods';
import type { FinancialFigures, FinancialReport } from '../../src/lib/schemas/report-schemas';
import type { MockDb } from '../db/mock-store';
import { clientDateText } from './client-time';

type Measure = keyof FinancialFigures;

interface Tally {
  count: number;
  total: Big;
}

type Tallies = Record<Measure, Tally>;

function emptyTallies(): Tallies {
  return { proposals: { count: 0, total: ZERO }, invoices: { count: 0, total: ZERO }, payments: { count: 0, total: ZERO } };
}

function figures(tallies: Tallies): FinancialFigures {
  const figure = (tally: Tally) => ({ count: tally.count, total: toCentsNumber(tally.total) });
  return { proposals: figure(tallies.proposals), invoices: figure(tallies.invoices), payments: figure(tallies.payments) };
}

function add(tally: Tally, amount: number): void {
  tally.count += 1;
  tally.total = tally.total.plus(toDecimal(amount));
}

/**
 * Financial report (issue 19): proposals and invoices (their frozen totals, by document date) and
 * payments (their amounts, by date received) per day, week or month of [from, to], each beside the
 * same part of the period of equal length before it. Days are the user's calendar days. One pass over
 * each collection; a record finds its group through a day index, not a search.
 */
export function financialReport(db: MockDb, range: DayRange, grouping: PeriodGrouping, offsetMinutes: number): FinancialReport {
  const previous = previousRange(range);
  const groups = groupRanges(range, grouping);
  const previousGroups = groups.map((group) => ({ from: toPrevious(group.from, range, previous), to: toPrevious(group.to, range, previous) }));
  // The previous period's groups cover it exactly: the first starts on its first day, the last ends on its last.
  previousGroups[0]!.from = previous.from;
  previousGroups[previousGroups.length - 1]!.to = previous.to;
  for (let index = 1; index < previousGroups.length; index += 1) previousGroups[index]!.from = addDay(previousGroups[index - 1]!.to);
  const current = groups.map(emptyTallies);
  const before = groups.map(emptyTallies);
  const currentTotals = emptyTallies();
  const previousTotals = emptyTallies();
  const inCurrent = groupIndexer(groups);
  const inPrevious = groupIndexer(previousGroups);
  const count = (measure: Measure, moment: string, amount: number) => {
    const day = clientDateText(Date.parse(moment), offsetMinutes);
    if (day >= range.from && day <= range.to) {
      const index = inCurrent(day);
      if (index >= 0) add(current[index]![measure], amount);
      add(currentTotals[measure], amount);
    } else if (day >= previous.from && day <= previous.to) {
      const index = inPrevious(day);
      if (index >= 0) add(before[index]![measure], amount);
      add(previousTotals[measure], amount);
    }
  };
  for (const proposal of db.proposals.all()) count('proposals', proposal.date, proposal.total);
  for (const invoice of db.invoices.all()) count('invoices', invoice.date, invoice.total);
  for (const payment of db.payments.all()) count('payments', payment.date, payment.amount);
  return {
    from: range.from,
    to: range.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    grouping,
    periods: groups.map((group, index) => ({
      from: group.from,
      to: group.to,
      // A longer period than the one before can have a day with no day beside it (31 October after 30 September).
      previousFrom: previousGroups[index]!.from <= previousGroups[index]!.to ? previousGroups[index]!.from : null,
      previousTo: previousGroups[index]!.from <= previousGroups[index]!.to ? previousGroups[index]!.to : null,
      current: figures(current[index]!),
      previous: figures(before[index]!),
    })),
    totals: { current: figures(currentTotals), previous: figures(previousTotals) },
  };
}

function addDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
