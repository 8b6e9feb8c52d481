import { isDeletedDetail, isTopLevelDetail } from '@/lib/job-calculations';
import type { JobDetailLine } from './job-detail-line';

/*
 * The job details list's rules (spec 3 §4 "Job detail change marker", spec 2 §4 "Job detail rows",
 * spec 3 §2 "Job details list"), as pure functions of the list: each answers a new list and leaves
 * the lines it does not change as they were (same objects), so unchanged rows are not rendered again.
 */

/** A line the list shows: not deleted, not a flat rate bundle's child (those show inside their bundle). */
export function isShownLine(line: JobDetailLine): boolean {
  return !isDeletedDetail(line) && isTopLevelDetail(line);
}

export function shownLines(lines: readonly JobDetailLine[]): JobDetailLine[] {
  return lines.filter(isShownLine);
}

/** The bundle's child lines that are not deleted, in list order. */
export function childLinesOf(lines: readonly JobDetailLine[], guid: string): JobDetailLine[] {
  return lines.filter((line) => line.parentGuid === guid && !isDeletedDetail(line));
}

/** A new line's guid (a v4 UUID; `crypto.randomUUID` needs a secure context, so not only through it). */
export function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An edited or moved line's marker: a new line (Create) stays Create; any other becomes Update. */
export function changedMarker(line: Pick<JobDetailLine, 'cud'>): JobDetailLine['cud'] {
  return line.cud === 'Create' ? 'Create' : 'Update';
}

/**
 * Numbers the shown lines 1, 2, 3… in list order (deleted lines are left out, spec 2 §4). A line
 * whose number changes is marked changed (`changedMarker`); the others stay as they were. A flat
 * rate bundle's children take their bundle's number (the server keeps lines of one number in list
 * order, so they stay under their bundle); that is not a change of theirs.
 */
export function renumberLines(lines: readonly JobDetailLine[]): JobDetailLine[] {
  let order = 0;
  const parentOrders = new Map<string, number>();
  const numbered = lines.map((line) => {
    if (!isShownLine(line)) return line;
    order += 1;
    parentOrders.set(line.guid, order);
    return line.order === order ? line : { ...line, order, cud: changedMarker(line) };
  });
  return numbered.map((line) => {
    const parentOrder = line.parentGuid && !isDeletedDetail(line) ? parentOrders.get(line.parentGuid) : undefined;
    return parentOrder === undefined || line.order === parentOrder ? line : { ...line, order: parentOrder };
  });
}

/** Adds a new line (marker Create) after the shown lines. */
export function addLine(lines: readonly JobDetailLine[], line: Omit<JobDetailLine, 'cud' | 'order'>): JobDetailLine[] {
  return renumberLines([...lines, { ...line, cud: 'Create', order: 0 }]);
}

/** Puts the editor's values into a line: a saved line becomes Update, a new one stays Create. */
export function updateLine(lines: readonly JobDetailLine[], guid: string, values: Partial<JobDetailLine>): JobDetailLine[] {
  return lines.map((line) => (line.guid === guid ? { ...line, ...values, guid, cud: changedMarker(line) } : line));
}

/** Whether the line is on a proposal, work order or invoice (then it cannot be deleted, spec 3 §5). */
export function isUsedOnDocument(line: JobDetailLine): boolean {
  const listed = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;
  return Boolean(line.invoiceId) || listed(line.proposalIdentifierList) || listed(line.workOrderIdentifierList) || listed(line.invoiceIdentifierList);
}

/**
 * Deletes a line (spec 3 §4): a new line leaves the list with its bundle children; a saved line and
 * its children are marked Delete (hidden, kept for the save). The others are numbered again.
 */
export function deleteLine(lines: readonly JobDetailLine[], guid: string): JobDetailLine[] {
  const target = lines.find((line) => line.guid === guid);
  if (!target) return [...lines];
  const isTargetOrChild = (line: JobDetailLine) => line.guid === guid || line.parentGuid === guid;
  const next =
    target.cud === 'Create'
      ? lines.filter((line) => !isTargetOrChild(line))
      : lines.map((line) => (isTargetOrChild(line) && line.cud !== 'Delete' ? { ...line, cud: 'Delete' as const } : line));
  return renumberLines(next);
}

/**
 * Moves the shown line at `from` to `to` (indexes among the shown lines), its bundle children with
 * it, and numbers the lines again (spec 2 §4: Create stays Create, a moved line becomes Update).
 * Hidden lines (deleted ones) go after the shown ones; they are not numbered.
 */
export function moveShownLine(lines: readonly JobDetailLine[], from: number, to: number): JobDetailLine[] {
  const shown = shownLines(lines);
  if (from === to || from < 0 || to < 0 || from >= shown.length || to >= shown.length) return [...lines];
  const reordered = [...shown];
  const [moved] = reordered.splice(from, 1);
  if (!moved) return [...lines];
  reordered.splice(to, 0, moved);
  const children = new Map<string, JobDetailLine[]>();
  for (const line of lines) {
    if (line.parentGuid) children.set(line.parentGuid, [...(children.get(line.parentGuid) ?? []), line]);
  }
  const grouped = new Set<JobDetailLine>();
  const next: JobDetailLine[] = [];
  for (const line of reordered) {
    const group = [line, ...(children.get(line.guid) ?? [])];
    group.forEach((member) => grouped.add(member));
    next.push(...group);
  }
  next.push(...lines.filter((line) => !grouped.has(line)));
  return renumberLines(next);
}

/** The optional columns of the list (spec 3 §2, spec 2 §2): each only when some shown line needs it. */
export interface DetailColumnsShown {
  invoice: boolean;
  cost: boolean;
  markup: boolean;
  noTax: boolean;
}

const given = (value: number | null | undefined) => value !== null && value !== undefined;

export function detailColumnsShown(shown: readonly JobDetailLine[]): DetailColumnsShown {
  return {
    invoice: shown.some((line) => Boolean(line.invoiceId) || (line.invoiceIdentifierList?.length ?? 0) > 0),
    cost: shown.some((line) => given(line.priceDetail?.cost)),
    markup: shown.some((line) => given(line.priceDetail?.markup)),
    noTax: shown.some((line) => line.priceDetail?.nonTaxable === true && line.jobDetailType !== 'Subtotal'),
  };
}

/**
 * Spec 2 §2: the select checkboxes (for creating job documents) show only when the job form has no
 * unsaved changes, the user may create job documents and the list has more than one line.
 */
export function canSelectLines(state: { dirty: boolean; canCreateDocuments: boolean; shownCount: number }): boolean {
  return !state.dirty && state.canCreateDocuments && state.shownCount > 1;
}

/** The contexts a selection can hold: the shown lines' that are saved. */
export function selectableContexts(shown: readonly JobDetailLine[]): string[] {
  return shown.flatMap((line) => (line.context ? [line.context] : []));
}
