import { lineTotal, toPlainText, ZERO, roundHalfUp } from '@/lib/job-calculations';
import { isDeletedDetail } from '@/lib/job-calculations';
import { changedMarker } from './job-detail-list-model';
import type { JobDetailLine } from './job-detail-line';

/**
 * The Flat Rate Bundle Editor's rules (spec 3 §2, §4 "Flat rate bundle editor on a job"): the
 * bundle's price and total follow its children that are not removed (Σ price × quantity); an edited
 * child becomes Update (a new one stays Create); a removed child leaves the list when new, else it is
 * marked Delete; Save marks the bundle Update. Pure functions.
 */

/** A child as the editor holds it: the line as edited so far, and whether it was removed. */
export interface BundleChildState {
  line: JobDetailLine;
  edited: boolean;
  removed: boolean;
}

const number = (value: ReturnType<typeof lineTotal>) => Number(toPlainText(value));

/** Σ price × quantity of the children kept, exactly. */
export function bundleChildrenTotal(children: readonly Pick<BundleChildState, 'line' | 'removed'>[]): number {
  const sum = children
    .filter((child) => !child.removed && child.line.priceDetail)
    .reduce((total, child) => total.plus(lineTotal({ price: child.line.priceDetail!.price, quantity: child.line.priceDetail!.quantity })), ZERO);
  return number(sum);
}

/**
 * The bundle line's price for a children total: the total over the bundle's quantity (to 4 decimals,
 * a unit price's precision); with quantity 1, the total itself.
 */
export function bundleUnitPrice(total: number, quantity: number): number {
  if (quantity === 0 || quantity === 1) return total;
  return number(roundHalfUp(lineTotal({ price: total, quantity: 1 }).div(quantity), 4));
}

/** The job's lines after the editor's Save: the bundle (Update) with its new price and total, and its children. */
export function applyBundleEdits(lines: readonly JobDetailLine[], bundle: JobDetailLine, edits: { name: string; description: string; nonTaxable: boolean }, children: readonly BundleChildState[]): JobDetailLine[] {
  const total = bundleChildrenTotal(children);
  const quantity = bundle.priceDetail?.quantity ?? 1;
  const price = bundleUnitPrice(total, quantity);
  const nextBundle: JobDetailLine = {
    ...bundle,
    name: edits.name,
    description: edits.description,
    cud: changedMarker(bundle),
    priceDetail: { ...(bundle.priceDetail ?? { nonTaxable: false }), nonTaxable: edits.nonTaxable, price, quantity, total: number(lineTotal({ price, quantity })) },
  };
  const byGuid = new Map(children.map((child) => [child.line.guid, child]));
  const next: JobDetailLine[] = [];
  for (const line of lines) {
    if (line.guid === bundle.guid) {
      next.push(nextBundle);
      continue;
    }
    const child = byGuid.get(line.guid);
    if (!child) {
      next.push(line);
      continue;
    }
    if (child.removed) {
      if (line.cud !== 'Create') next.push({ ...line, cud: 'Delete' });
      continue;
    }
    next.push(child.edited ? { ...child.line, cud: changedMarker(line) } : line);
  }
  return next;
}

/** The bundle's children shown in the editor (not deleted), as the editor starts them. */
export function bundleChildStates(lines: readonly JobDetailLine[], bundle: JobDetailLine): BundleChildState[] {
  return lines.filter((line) => line.parentGuid === bundle.guid && !isDeletedDetail(line)).map((line) => ({ line, edited: false, removed: false }));
}
