import { z } from 'zod';
import {
  DEFAULT_OPTION_NAMES,
  MAX_PROPOSAL_OPTIONS,
  PROPOSAL_OPTION_NAME_MAX,
  proposalOptionIssues,
  proposalOptionMessages,
  type ProposalOptionInput,
} from '@/lib/schemas/proposal-option-schemas';

/**
 * The Create Proposal dialog's good / better / best options (issue 20): each a name and the job
 * lines (top-level contexts) it holds. No options is a proposal as before.
 */
export interface OptionFormValue {
  name: string;
  lines: string[];
}

/** The rules on the form's fields: each message on the option and field it is about. */
export const optionFormListSchema = z
  .array(z.object({ name: z.string().trim().min(1, proposalOptionMessages.nameRequired).max(PROPOSAL_OPTION_NAME_MAX, proposalOptionMessages.nameTooLong), lines: z.array(z.string()) }))
  .superRefine((options, context) => {
    for (const issue of proposalOptionIssues(options.map((option) => ({ name: option.name, jobDetailContextList: option.lines })))) {
      context.addIssue({ code: 'custom', path: issue.index === null ? [] : [issue.index, issue.field ?? 'name'], message: issue.message });
    }
  });

/** The option Add Option makes: the first unused default name, with the previous option's lines (all lines for the first). */
export function nextOption(options: readonly OptionFormValue[], allLines: readonly string[]): OptionFormValue | null {
  if (options.length >= MAX_PROPOSAL_OPTIONS) return null;
  const used = new Set(options.map((option) => option.name.trim().toLocaleLowerCase()));
  const name = DEFAULT_OPTION_NAMES.find((candidate) => !used.has(candidate.toLocaleLowerCase())) ?? `Option ${options.length + 1}`;
  const previous = options.at(-1);
  return { name, lines: previous ? [...previous.lines] : [...allLines] };
}

/** The create request's options, each option's lines in the job's order. */
export function optionRequests(options: readonly OptionFormValue[], jobOrder: readonly string[]): ProposalOptionInput[] {
  return options.map((option) => {
    const chosen = new Set(option.lines);
    return { name: option.name.trim(), jobDetailContextList: jobOrder.filter((context) => chosen.has(context)) };
  });
}
