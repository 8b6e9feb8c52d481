import type { ProposalOption, ProposalOptionInput } from '../../src/lib/schemas/proposal-option-schemas';
import { proposalOptionMessages } from '../../src/lib/schemas/proposal-option-schemas';
import { chosenTopLevel, documentSnapshot } from '../db/document-snapshot';
import type { Proposal } from '../db/document-types';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { DocumentLine, Job, JobDetail } from '../db/types';

/**
 * Good / better / best proposals on the mock server (issue 20; the model is described in
 * src/lib/schemas/proposal-option-schemas.ts and docs/api.md "Job documents").
 */

/** Every top-level context the options name, once, in the options' order. */
export function optionContextUnion(options: readonly ProposalOptionInput[]): string[] {
  return [...new Set(options.flatMap((option) => option.jobDetailContextList))];
}

/**
 * The stored options of a new proposal: each option's priced top-level lines (by guid) and its
 * figures, from the same snapshot (and so the same calculation module) a whole document uses.
 * Answers the refusal messages instead when an option has no priced line.
 */
export function storedProposalOptions(job: Job, lines: readonly JobDetail[], options: readonly ProposalOptionInput[], applySalesTax: boolean): ProposalOption[] | string[] {
  const problems: string[] = [];
  const stored = options.map((option) => {
    const name = option.name.trim();
    const priced = chosenTopLevel(lines, option.jobDetailContextList).filter((line) => line.jobDetailType !== 'Subtotal');
    if (priced.length === 0) problems.push(proposalOptionMessages.linesRequired(name));
    const { cost, subtotal, discount, tax, total } = documentSnapshot(job, lines, option.jobDetailContextList, applySalesTax);
    return { id: randomUuid(), name, lineGuids: priced.map((line) => line.guid), cost, subtotal, discount, tax, total };
  });
  return problems.length > 0 ? problems : stored;
}

/** The chosen option of a proposal, when it has options and one is chosen. */
export function chosenOption(proposal: Pick<Proposal, 'options' | 'chosenOptionId'>): ProposalOption | null {
  return proposal.options?.find((option) => option.id === proposal.chosenOptionId) ?? null;
}

/** An option's lines as the proposal froze them: its top-level lines and their bundle children, in order (no Subtotal rows). */
export function optionLines(proposal: Pick<Proposal, 'lines'>, option: Pick<ProposalOption, 'lineGuids'>): DocumentLine[] {
  const guids = new Set(option.lineGuids);
  return proposal.lines.filter((line) => guids.has(line.guid) || (line.parentGuid !== null && guids.has(line.parentGuid)));
}

/**
 * The customer's choice (Accept in the portal): the proposal records it and takes the option's
 * figures; the job records which option of which proposal was chosen.
 */
export function recordOptionChoice(db: MockDb, proposal: Proposal, option: ProposalOption): void {
  const { cost, subtotal, discount, tax, total } = option;
  db.proposals.update(proposal.context, { chosenOptionId: option.id, cost, subtotal, discount, tax, total });
  const job = db.jobs.get(proposal.jobContext);
  if (job) db.jobs.update(job.context, { chosenProposalOption: { proposalContext: proposal.context, proposalNumber: proposal.number, optionId: option.id, optionName: option.name } });
}

/**
 * The top-level lines a document promoted from `proposal` may take: all of the proposal's when it
 * has no options, only the chosen option's when it has. `null` when it has options and none is chosen.
 */
export function promotableGuids(proposal: Pick<Proposal, 'options' | 'chosenOptionId' | 'lines'>): Set<string> | null {
  if (!proposal.options || proposal.options.length === 0) return new Set(proposal.lines.map((line) => line.guid));
  const option = chosenOption(proposal);
  return option ? new Set(option.lineGuids) : null;
}
