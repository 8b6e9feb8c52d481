// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../src/lib/job-calculations';
import { getDb } from '../../mocks/db/store';
import { documentPdfInput } from '../../mocks/handlers/document-pdf';
import { optionLines, recordOptionChoice } from '../../mocks/handlers/proposal-options';
import { useMockServer } from './mock-api';

/** The PDF of a good / better / best proposal (issue 20): each option with its own total until the customer chooses, then only the chosen one. */
useMockServer();

function optionProposal() {
  const proposal = getDb().proposals.all().find((candidate) => (candidate.options ?? []).length === 3);
  expect(proposal).toBeDefined();
  return proposal!;
}

describe('proposal PDF with options', () => {
  it('prints each option under its name with its lines and its own total, and the range of totals', () => {
    const db = getDb();
    const proposal = optionProposal();
    const options = proposal.options!;
    const input = documentPdfInput(db, 'proposal', proposal, 0);
    const headings = input.lines.filter((line) => line.type === 'Heading').map((line) => line.name);
    expect(headings).toEqual(options.map((option, index) => `Option ${index + 1}: ${option.name}`));
    const optionTotals = input.lines.filter((line) => line.type === 'Subtotal').map((line) => line.total);
    expect(optionTotals).toEqual(options.map((option) => formatUsd(option.total)));
    // Lines shared by two options print under each.
    const printed = input.lines.filter((line) => line.type !== 'Heading' && line.type !== 'Subtotal');
    expect(printed).toHaveLength(options.reduce((count, option) => count + optionLines(proposal, option).length, 0));
    const totals = options.map((option) => option.total);
    expect(input.totals.total).toBe(`${formatUsd(Math.min(...totals))} \u2013 ${formatUsd(Math.max(...totals))}`);
    expect(input.totals.tax).toBeUndefined();
    expect(input.notes).toBe(`This proposal offers 3 options: ${options[0]!.name}, ${options[1]!.name} and ${options[2]!.name}. Each option's total includes its own discount and tax. Choose one option to accept.`);
  });

  it('prints only the chosen option, with its figures, once the customer chose', () => {
    const db = getDb();
    const proposal = optionProposal();
    const better = proposal.options![1]!;
    recordOptionChoice(db, proposal, better);
    const input = documentPdfInput(db, 'proposal', db.proposals.get(proposal.context)!, 0);
    expect(input.lines[0]).toEqual({ type: 'Heading', name: `Option chosen: ${better.name}`, total: '' });
    expect(input.lines.slice(1).map((line) => line.name)).toEqual(optionLines(proposal, better).map((line) => line.name));
    expect(input.totals.total).toBe(formatUsd(better.total));
    expect(input.notes).toBeUndefined();
  });
});
