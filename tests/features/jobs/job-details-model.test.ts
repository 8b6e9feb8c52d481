import { describe, expect, it } from 'vitest';
import {
  detailFormValuesOf,
  jobDetailFormSchema,
  lineValuesFromForm,
  newDetailFormValues,
  typedLineTotal,
} from '@/features/jobs/components/job-details/job-detail-form';
import { markupPriceText } from '@/lib/job-calculations';
import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';
import {
  addLine,
  canSelectLines,
  deleteLine,
  detailColumnsShown,
  isUsedOnDocument,
  moveShownLine,
  newGuid,
  selectableContexts,
  shownLines,
  updateLine,
} from '@/features/jobs/components/job-details/job-detail-list-model';
import { isAddDetailShortcut } from '@/features/jobs/components/job-details/use-add-detail-shortcut';
import { jobDetailMessages } from '@/lib/schemas/job-detail-schemas';
import { line } from './job-detail-line-fixture';

const saved = (): JobDetailLine[] => [line('a', { order: 1 }), line('b', { order: 2 }), line('c', { order: 3 })];
const summary = (lines: readonly JobDetailLine[]) => lines.map((item) => `${item.guid}:${item.order}:${item.cud}`);

describe('job detail change markers (spec 3 §4, spec 2 §4)', () => {
  it('adds a new line as Create, numbered after the shown lines', () => {
    const next = addLine(saved(), { guid: 'n', jobDetailType: 'Service', name: 'New', description: '', priceDetail: { price: 1, quantity: 1, total: 1, nonTaxable: false } });
    expect(summary(next)).toEqual(['a:1:None', 'b:2:None', 'c:3:None', 'n:4:Create']);
  });

  it('marks an edited saved line Update and keeps a new line Create', () => {
    const withNew = addLine(saved(), { guid: 'n', jobDetailType: 'Item', name: 'New', description: '', priceDetail: null });
    const edited = updateLine(updateLine(withNew, 'b', { name: 'B2' }), 'n', { name: 'N2' });
    expect(summary(edited)).toEqual(['a:1:None', 'b:2:Update', 'c:3:None', 'n:4:Create']);
    expect(edited[1]?.name).toBe('B2');
    // The lines not edited are the same objects (their rows do not render again).
    expect(edited[0]).toBe(withNew[0]);
  });

  it('moves a line: Create stays Create, renumbered saved lines become Update, unmoved lines stay as they were', () => {
    const lines = [...saved(), line('n', { context: null, cud: 'Create', order: 4 })];
    const moved = moveShownLine(lines, 3, 0);
    expect(summary(moved)).toEqual(['n:1:Create', 'a:2:Update', 'b:3:Update', 'c:4:Update']);
    const before = saved();
    const swapped = moveShownLine(before, 0, 1);
    expect(summary(swapped)).toEqual(['b:1:Update', 'a:2:Update', 'c:3:None']);
    expect(swapped[2]).toBe(before[2]);
  });

  it('deletes a saved line by marking it and its bundle children Delete, and leaves it out of the numbering', () => {
    const lines = [line('a'), line('bundle', { jobDetailType: 'Bundle', order: 2 }), line('child', { parentGuid: 'bundle', order: 1 }), line('c', { order: 3 })];
    const next = deleteLine(lines, 'bundle');
    expect(summary(next)).toEqual(['a:1:None', 'bundle:2:Delete', 'child:1:Delete', 'c:2:Update']);
    expect(shownLines(next).map((item) => item.guid)).toEqual(['a', 'c']);
  });

  it('removes a new line and its bundle children from the list', () => {
    const lines = [line('a'), line('n', { context: null, cud: 'Create', order: 2, jobDetailType: 'Bundle' }), line('nc', { context: null, cud: 'Create', parentGuid: 'n' })];
    expect(deleteLine(lines, 'n').map((item) => item.guid)).toEqual(['a']);
  });

  it('moves a bundle with its children and keeps deleted lines out of the shown order', () => {
    const lines = [line('a'), line('gone', { cud: 'Delete', order: 2 }), line('bundle', { jobDetailType: 'Bundle', order: 2 }), line('child', { parentGuid: 'bundle' })];
    const moved = moveShownLine(lines, 1, 0);
    expect(moved.map((item) => item.guid)).toEqual(['bundle', 'child', 'a', 'gone']);
    expect(shownLines(moved).map((item) => item.order)).toEqual([1, 2]);
  });

  it('knows a line used on a proposal, work order or invoice', () => {
    expect(isUsedOnDocument(line('a'))).toBe(false);
    expect(isUsedOnDocument(line('a', { proposalIdentifierList: [{ context: 'p1' }] }))).toBe(true);
    expect(isUsedOnDocument(line('a', { workOrderIdentifierList: [{ context: 'w1' }] }))).toBe(true);
    expect(isUsedOnDocument(line('a', { invoiceId: 'i1' }))).toBe(true);
  });

  it('makes guids that differ', () => {
    expect(newGuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newGuid()).not.toBe(newGuid());
  });
});

describe('job details list rules (spec 3 §2, spec 2 §2)', () => {
  it('shows Invoice, Cost, Markup and No Tax only when some shown line needs them', () => {
    expect(detailColumnsShown(saved())).toEqual({ invoice: false, cost: false, markup: false, noTax: false });
    const lines = [
      line('a', { invoiceId: 'inv', invoiceNumber: 1042 }),
      line('b', { priceDetail: { cost: 5, price: 10, quantity: 1, total: 10, nonTaxable: true } }),
      line('c', { priceDetail: { cost: 5, markup: 100, price: 10, quantity: 1, total: 10, nonTaxable: false } }),
    ];
    expect(detailColumnsShown(lines)).toEqual({ invoice: true, cost: true, markup: true, noTax: true });
  });

  it('offers the select checkboxes only on a clean form, to a user who may create documents, with more than one line', () => {
    expect(canSelectLines({ dirty: false, canCreateDocuments: true, shownCount: 2 })).toBe(true);
    expect(canSelectLines({ dirty: true, canCreateDocuments: true, shownCount: 2 })).toBe(false);
    expect(canSelectLines({ dirty: false, canCreateDocuments: false, shownCount: 2 })).toBe(false);
    expect(canSelectLines({ dirty: false, canCreateDocuments: true, shownCount: 1 })).toBe(false);
    expect(selectableContexts([line('a'), line('n', { context: null })])).toEqual(['ctx-a']);
  });

  it('takes Alt+N (by key position) as the add shortcut, and nothing with other modifiers', () => {
    const press = { altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, code: 'KeyN' };
    expect(isAddDetailShortcut(press)).toBe(true);
    expect(isAddDetailShortcut({ ...press, ctrlKey: true })).toBe(false);
    expect(isAddDetailShortcut({ ...press, shiftKey: true })).toBe(false);
    expect(isAddDetailShortcut({ ...press, altKey: false })).toBe(false);
  });
});

describe('job detail editor form (spec 3 §2, §5)', () => {
  const errorsOf = (values: Parameters<typeof jobDetailFormSchema.safeParse>[0]) => {
    const result = jobDetailFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('starts a line at price 0 and quantity 1, a Subtotal named Subtotal', () => {
    expect(newDetailFormValues('Item')).toMatchObject({ price: '0', quantity: '1', name: '' });
    expect(newDetailFormValues('Subtotal').name).toBe('Subtotal');
  });

  it('requires a name and a price, and checks the figures with the API contract\'s ranges and words', () => {
    expect(errorsOf({ ...newDetailFormValues('Item'), price: ' ', quantity: '-1', cost: 'x', markup: '20000' })).toEqual({
      name: jobDetailMessages.nameRequired,
      price: jobDetailMessages.priceRequired,
      quantity: jobDetailMessages.quantityInvalid,
      cost: jobDetailMessages.costInvalid,
      markup: jobDetailMessages.markupInvalid,
    });
    expect(errorsOf({ ...newDetailFormValues('Service'), name: 'Tune-up', hours: '1.234' })).toEqual({ hours: jobDetailMessages.hoursInvalid });
    expect(errorsOf({ ...newDetailFormValues('Subtotal'), price: 'x' })).toEqual({});
  });

  it('works out the price from cost and markup, clears it for a markup without a cost, and leaves it free without a markup', () => {
    expect(markupPriceText('80', '25')).toEqual({ readOnly: true, price: '100.00' });
    expect(markupPriceText('33.33', '15')).toEqual({ readOnly: true, price: '38.33' });
    expect(markupPriceText('', '25')).toEqual({ readOnly: true, price: '' });
    expect(markupPriceText('80', '')).toEqual({ readOnly: false, price: null });
    expect(typedLineTotal('100', '2')?.toFixed(2)).toBe('200.00');
    expect(typedLineTotal('abc', '2')).toBeNull();
  });

  it('turns the fields into the line (exact total), keeping cost and markup for a user who cannot see them', () => {
    const existing = line('a', { priceDetail: { cost: 40, markup: 25, price: 50, quantity: 1, total: 50, nonTaxable: false } });
    const values = { ...detailFormValuesOf(existing, 'Item'), price: '50.50', quantity: '3', cost: '', markup: '' };
    const hidden = lineValuesFromForm(values, existing, { showCosts: false, pricebookItems: [] });
    expect(hidden.priceDetail).toEqual({ cost: 40, markup: 25, price: 50.5, quantity: 3, total: 151.5, nonTaxable: false });
    const shown = lineValuesFromForm(values, existing, { showCosts: true, pricebookItems: [] });
    expect(shown.priceDetail).toMatchObject({ cost: null, markup: null });
    const subtotal = lineValuesFromForm({ ...newDetailFormValues('Subtotal'), name: ' ' }, null, { showCosts: true, pricebookItems: [] });
    expect(subtotal).toMatchObject({ jobDetailType: 'Subtotal', name: 'Subtotal', priceDetail: null });
  });
});
