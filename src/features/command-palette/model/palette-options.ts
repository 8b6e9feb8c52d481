import { paths } from '@/config/paths';
import type { GlobalSearchResult } from '@/lib/schemas/global-search-schemas';
import { matchScore, searchQuery, type SearchFields } from '@/lib/search-rank';
import type { PaletteAction } from './palette-actions';
import { NEW_JOB_COMMAND, newJobTerm } from './palette-actions';
import { kindNames, recordRoute, type PaletteRecord } from './record-routes';

/** One row of the palette: a record to open, or an action. */
export interface PaletteOption {
  id: string;
  title: string;
  /** The second line: what it is and more about it ("Customer · (503) 555-0142"). */
  detail: string;
  score: number;
  /** Where choosing it goes (`null`: it puts `fill` into the box). */
  route: string | null;
  fill: string | null;
  /** The record to remember as recently opened. */
  record: PaletteRecord | null;
}

/** Rows shown at most: the server's 20 and the best few actions. */
export const PALETTE_OPTION_LIMIT = 25;
const ACTION_LIMIT = 5;

function recordOption(record: PaletteRecord, score: number): PaletteOption {
  return {
    id: `${record.kind}:${record.context}`,
    title: record.title,
    detail: [kindNames[record.kind], record.detail].filter(Boolean).join(' · '),
    score,
    route: recordRoute(record),
    fill: null,
    record,
  };
}

function toRecord(result: GlobalSearchResult): PaletteRecord {
  return { kind: result.kind, context: result.context, title: result.title, detail: result.detail, number: result.number };
}

/** "New job for Acme Heating": starts Add Job for that customer. */
export function newJobOption(customer: PaletteRecord, score: number): PaletteOption {
  return { id: `new-job:${customer.context}`, title: `${NEW_JOB_COMMAND}${customer.title}`, detail: ['Add Job', customer.detail].filter(Boolean).join(' · '), score, route: paths.jobsAddForCustomer(customer.context), fill: null, record: null };
}

function actionFields(action: PaletteAction): SearchFields {
  return { texts: [action.label.toLowerCase(), action.keywords.toLowerCase()], primary: 1, digits: [] };
}

export interface PaletteInput {
  input: string;
  /** The server's answer for the box's term (or the customer term of "New job for …"). */
  results: readonly GlobalSearchResult[];
  actions: readonly PaletteAction[];
  /** Recently opened records the user may still read, most recent first. */
  recent: readonly PaletteRecord[];
  /** Whether the user may start a job ("New job for …" on a found customer). */
  canAddJob: boolean;
}

/**
 * The palette's rows, best first. An empty box lists the recent records. "New job for <term>" lists
 * the customers found as "New job for <customer>". Otherwise the server's records (ranked there by
 * match and recency) and the actions matching the term (ranked here the same way) are merged by
 * score; the best customer found also offers "New job for <customer>" right after it.
 */
export function paletteOptions({ input, results, actions, recent, canAddJob }: PaletteInput): PaletteOption[] {
  const customerTerm = canAddJob ? newJobTerm(input) : null;
  if (customerTerm !== null) {
    const customers = customerTerm === '' ? recent.filter((record) => record.kind === 'customer') : results.filter((result) => result.kind === 'customer').map(toRecord);
    return customers.map((customer, position) => newJobOption(customer, -position));
  }
  const query = searchQuery(input);
  if (query.term === '') return recent.map((record, position) => recordOption(record, -position));
  const options: PaletteOption[] = [];
  let offeredNewJob = !canAddJob;
  for (const result of results) {
    options.push(recordOption(toRecord(result), result.score));
    if (!offeredNewJob && result.kind === 'customer') {
      offeredNewJob = true;
      // Just after the customer: its score less a little, more than the next record of the same match.
      options.push(newJobOption(toRecord(result), result.score - 0.5));
    }
  }
  const matched = actions
    .map((action) => ({ action, score: matchScore(actionFields(action), query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, ACTION_LIMIT);
  for (const { action, score } of matched) {
    options.push({ id: action.id, title: action.label, detail: action.detail, score, route: action.route, fill: action.fill, record: null });
  }
  // A stable sort: records keep the server's order among equal scores, actions come after them.
  return options.sort((a, b) => b.score - a.score).slice(0, PALETTE_OPTION_LIMIT);
}
