import type { DocumentPdfLine, ProposalPdfInput } from '../../src/lib/document-pdf';
import { formatUsd, optionTotalText } from '../../src/lib/job-calculations';
import type { Proposal } from '../db/document-types';
import type { DocumentLine } from '../db/types';
import { optionLines } from './proposal-options';

/** MM/dd/yyyy of a `yyyy-MM-dd` date. */
export function usDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

function quantityText(quantity: number): string {
  return String(Number(quantity.toFixed(4)));
}

/** A frozen line as the PDF prints it: bundle children indented under their bundle, which carries the price. */
export function pdfLine(line: DocumentLine): DocumentPdfLine {
  if (line.jobDetailType === 'Subtotal') return { type: 'Subtotal', name: line.name || 'Subtotal', total: formatUsd(line.total) };
  const child = line.parentGuid !== null && line.parentGuid !== '';
  return {
    type: child ? 'Child' : line.jobDetailType,
    name: line.name,
    ...(line.description ? { description: line.description } : {}),
    quantity: quantityText(line.quantity),
    unitPrice: formatUsd(line.price),
    total: child ? '' : formatUsd(line.total),
  };
}

/**
 * A good / better / best proposal's lines and totals as its PDF prints them (issue 20): once the
 * customer chose, only the chosen option's lines under its name (the stored figures are already
 * its own); before, each option under its name with its lines and its total, and the totals block
 * the range of the options' figures. Nothing for a proposal without options.
 */
export function proposalOptionPdf(proposal: Proposal): Partial<Pick<ProposalPdfInput, 'lines' | 'totals' | 'notes'>> {
  const options = proposal.options ?? [];
  if (options.length === 0) return {};
  const chosen = options.find((option) => option.id === proposal.chosenOptionId);
  if (chosen) return { lines: [{ type: 'Heading', name: `Option chosen: ${chosen.name}`, total: '' }, ...optionLines(proposal, chosen).map(pdfLine)] };
  const lines = options.flatMap((option, index): DocumentPdfLine[] => [
    { type: 'Heading', name: `Option ${index + 1}: ${option.name}`, total: '' },
    ...optionLines(proposal, option).map(pdfLine),
    { type: 'Subtotal', name: option.tax > 0 || option.discount > 0 ? `${option.name} total with discount and tax` : `${option.name} total`, total: formatUsd(option.total) },
  ]);
  const names = options.map((option) => option.name);
  return {
    lines,
    totals: {
      subtotal: optionTotalText(options.map((option) => ({ id: option.id, total: option.subtotal })), null)!,
      total: optionTotalText(options, null)!,
    },
    notes: `This proposal offers ${options.length} options: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}. Each option's total includes its own discount and tax. Choose one option to accept.`,
  };
}
