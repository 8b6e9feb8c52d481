import { describe, expect, it } from 'vitest';
import { renderDocumentPdf, type DocumentPdfInput } from '@/lib/document-pdf';
import { TINY_PNG, documentLines, invoiceInput, manyLines, proposalInput, workOrderInput } from './document-pdf-fixtures';
import { pdfSource, pdfTextRuns } from './pdf-text';

async function render(input: DocumentPdfInput): Promise<{ bytes: Uint8Array; runs: string[] }> {
  const bytes = await renderDocumentPdf(input);
  return { bytes, runs: pdfTextRuns(bytes) };
}

/** The run right after `label` (a label and its figure are drawn one after the other). */
function figureAfter(runs: string[], label: string): string | undefined {
  return figuresAfter(runs, label)[0];
}

/** The run after each `label`. */
function figuresAfter(runs: string[], label: string): (string | undefined)[] {
  return runs.flatMap((run, index) => (run === label ? [runs[index + 1]] : []));
}

/** The "Page n of m" runs, in page order. */
function pageNumbers(runs: string[]): string[] {
  return runs.filter((run) => /^Page \d+ of \d+$/.test(run));
}

function expectCommonContent(runs: string[], number: string): void {
  expect(runs).toContain('Brightline Heating & Air');
  expect(runs).toContain('1200 Commerce Way, Suite 4');
  expect(runs).toContain(number);
  expect(runs).toContain('Date: 06/01/2026');
  expect(runs).toEqual(expect.arrayContaining(['Bill To', 'Dana Whitfield', '88 Oak Hollow Dr', 'Service Address', '412 Riverside Ln', 'Spring HVAC Service']));
  expect(runs).toEqual(expect.arrayContaining(['Description', 'Qty', 'Unit Price', 'Total']));
  for (const line of documentLines) {
    expect(runs).toContain(line.name);
    if (line.total) expect(runs).toContain(line.total);
  }
  expect(runs).toContain('Seasonal inspection and cleaning of the condenser');
  expect(figuresAfter(runs, 'Subtotal')).toEqual(['$403.00', '$1,253.00']);
  expect(figureAfter(runs, 'Discount (10%)')).toBe('-$125.30');
  expect(figureAfter(runs, 'Tax (8.25%)')).toBe('$93.04');
  expect(figuresAfter(runs, 'Total')).toContain('$1,220.74');
  expect(figureAfter(runs, 'Terms')).toBe('Net 30');
  expect(figureAfter(runs, 'Notes')).toBe('Please keep pets indoors during the visit.');
  expect(pageNumbers(runs)).toEqual(['Page 1 of 1']);
}

describe('renderDocumentPdf', () => {
  it('renders a proposal with its lines, totals and a blank signature line', async () => {
    const { bytes, runs } = await render(proposalInput);

    expect(pdfSource(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(runs).toContain('PROPOSAL');
    expectCommonContent(runs, 'Proposal #2001');
    expect(runs).toEqual(expect.arrayContaining(['Acceptance', 'By signing below, the customer accepts this proposal.', 'Customer signature', 'Date']));
    expect(runs).not.toContain('Amount Due');
    expect(pdfSource(bytes)).toContain('/Title (Proposal #2001)');
  });

  it('shows who signed a proposal, when, and the drawn signature', async () => {
    const { bytes, runs } = await render({ ...proposalInput, signature: { signedBy: 'Dana Whitfield', signedOn: '06/03/2026', image: { bytes: TINY_PNG, format: 'PNG' } } });

    expect(runs).toEqual(expect.arrayContaining(['The customer accepted this proposal.', 'Signed by Dana Whitfield', '06/03/2026', 'Date']));
    expect(runs).not.toContain('Customer signature');
    expect(pdfSource(bytes)).toMatch(/\/Subtype \/Image/);
  });

  it('renders a work order without payments or a signature block', async () => {
    const { runs } = await render(workOrderInput);

    expect(runs).toContain('WORK ORDER');
    expectCommonContent(runs, 'Work Order #3007');
    expect(runs).not.toContain('Amount Due');
    expect(runs).not.toContain('Customer signature');
  });

  it('renders an invoice with its due date, payments and Amount Due', async () => {
    const { runs } = await render(invoiceInput);

    expect(runs).toContain('INVOICE');
    expectCommonContent(runs, 'Invoice #4012');
    expect(runs).toContain('Due Date: 07/01/2026');
    expect(runs).toEqual(expect.arrayContaining(['Payments', 'Method', '06/02/2026', 'Check', '$500.00', '06/10/2026', 'Credit Card', '$220.74']));
    expect(figureAfter(runs, 'Amount Due')).toBe('$500.00');
    expect(runs).not.toContain('Customer signature');
  });

  it('shows an invoice without payments with its Amount Due only', async () => {
    const { runs } = await render({ ...invoiceInput, payments: [], amountDue: '$1,220.74' });

    expect(runs).not.toContain('Payments');
    expect(figureAfter(runs, 'Amount Due')).toBe('$1,220.74');
  });

  it('numbers the pages of a long document and repeats the table heading', async () => {
    const lines = manyLines(60);
    const { runs } = await render({ ...workOrderInput, lines });

    const pages = pageNumbers(runs);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages).toEqual(pages.map((_, index) => `Page ${index + 1} of ${pages.length}`));
    expect(runs.filter((run) => run === 'Unit Price')).toHaveLength(pages.length);
    for (const line of lines) expect(runs).toContain(line.name);
    expect(runs).toContain('$60.00');
  });

  it('draws a PNG logo, and no image without one', async () => {
    const withLogo = await render({ ...invoiceInput, company: { ...invoiceInput.company, logo: { bytes: TINY_PNG, format: 'PNG' } } });
    const withoutLogo = await render(invoiceInput);

    expect(pdfSource(withLogo.bytes)).toMatch(/\/Subtype \/Image/);
    expect(withLogo.runs).toContain('Brightline Heating & Air');
    expect(pdfSource(withoutLogo.bytes)).not.toMatch(/\/Subtype \/Image/);
  });

  it('keeps parentheses, backslashes and accented letters as written', async () => {
    const { runs } = await render({ ...workOrderInput, notes: 'Café gate (rear) code: 12\\34' });

    expect(runs).toContain('Café gate (rear) code: 12\\34');
    expect(runs).toContain('Air Filter 16x25x1 (MERV 11)');
  });

  it('brings typographic and other non-Latin-1 characters into the standard fonts\' Latin-1', async () => {
    const { runs } = await render({ ...workOrderInput, notes: 'It\u2019s \u201cfine\u201d \u2014 5 \u20ac \u2022 Cafe\u0301 \u2713 \u65e5\u672c' });

    expect(runs).toContain('It\'s "fine" - 5 EUR * Café ? ??');
  });

  it('says so when there are no lines', async () => {
    const { runs } = await render({ ...workOrderInput, lines: [] });

    expect(runs).toContain('No job details.');
  });

  it('prints a heading row across the table (a good / better / best option), with its lines under it', async () => {
    const lines = [{ type: 'Heading' as const, name: 'Option 1: Good', total: '' }, ...documentLines];
    const { runs } = await render({ ...proposalInput, lines });
    const heading = runs.indexOf('Option 1: Good');
    expect(heading).toBeGreaterThan(runs.indexOf('Description'));
    expect(heading).toBeLessThan(runs.indexOf(documentLines[0]!.name));
  });
});
