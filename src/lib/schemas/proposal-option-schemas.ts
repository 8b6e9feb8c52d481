import { z } from 'zod';

/**
 * Good / better / best proposals (issue 20). A proposal may hold up to three options, each a named
 * group of the job's top-level lines with its own totals (worked out by the job calculation module
 * over just those lines). The model, chosen to fit the document snapshot:
 * - The create request names the options (`options: [{ name, jobDetailContextList }]`); the stored
 *   proposal's `lines` and figures are the snapshot of every line of every option (so the PDF,
 *   history and other readers keep working), and `options` holds each option's id, name, the guids
 *   of its top-level lines and its frozen figures.
 * - The customer chooses one option in the portal when accepting; the proposal records
 *   `chosenOptionId` and its figures become the chosen option's; the job records the choice.
 * - The lines of the options not chosen stay on the job; promoting the proposal to a work order or
 *   an invoice takes only the chosen option's lines.
 * A proposal without options (`options` empty or absent) behaves exactly as before.
 */

export const MAX_PROPOSAL_OPTIONS = 3;
export const PROPOSAL_OPTION_NAME_MAX = 50;
/** The names new options get, in order (renameable). */
export const DEFAULT_OPTION_NAMES = ['Good', 'Better', 'Best'] as const;

export const proposalOptionMessages = {
  tooMany: `A proposal can have at most ${MAX_PROPOSAL_OPTIONS} options.`,
  nameRequired: 'Each option needs a name.',
  nameTooLong: `An option name can be at most ${PROPOSAL_OPTION_NAME_MAX} characters.`,
  namesUnique: 'Each option needs a different name.',
  linesRequired: (name: string) => `The option ${name || 'without a name'} needs at least one line.`,
  proposalsOnly: 'Only a proposal can have options.',
  optionRequired: 'Choose one of the options before accepting.',
  optionUnknown: 'The chosen option is not on this proposal.',
  notChosenYet: 'The customer has not chosen an option of this proposal yet.',
  linesNotInChosenOption: 'Only the lines of the option the customer chose can go on a document promoted from this proposal.',
} as const;

/** One option as the create request names it: its name and its top-level job detail contexts. */
export const proposalOptionInputSchema = z.object({
  name: z.string().trim().min(1, proposalOptionMessages.nameRequired).max(PROPOSAL_OPTION_NAME_MAX, proposalOptionMessages.nameTooLong),
  jobDetailContextList: z.array(z.string()),
});
export type ProposalOptionInput = z.infer<typeof proposalOptionInputSchema>;

/** A broken rule: which option and field (`null` for the whole list) and the message. */
export interface ProposalOptionIssue {
  index: number | null;
  field: 'name' | 'lines' | null;
  message: string;
}

/** The rules, shared by the staff form and the server: at most 3, names required and unique (ignoring case), each with a line. */
export function proposalOptionIssues(options: readonly { name: string; jobDetailContextList: readonly string[] }[]): ProposalOptionIssue[] {
  const issues: ProposalOptionIssue[] = [];
  if (options.length > MAX_PROPOSAL_OPTIONS) issues.push({ index: null, field: null, message: proposalOptionMessages.tooMany });
  const names = options.map((option) => option.name.trim().toLocaleLowerCase());
  names.forEach((name, index) => {
    if (name !== '' && names.indexOf(name) !== index) issues.push({ index, field: 'name', message: proposalOptionMessages.namesUnique });
  });
  options.forEach((option, index) => {
    if (option.jobDetailContextList.length === 0) issues.push({ index, field: 'lines', message: proposalOptionMessages.linesRequired(option.name.trim()) });
  });
  return issues;
}

/** The broken rules' messages, each once (the server's 400 answer). */
export function proposalOptionProblems(options: readonly { name: string; jobDetailContextList: readonly string[] }[]): string[] {
  return [...new Set(proposalOptionIssues(options).map((issue) => issue.message))];
}

export const proposalOptionsInputSchema = z.array(proposalOptionInputSchema).superRefine((options, context) => {
  for (const message of proposalOptionProblems(options)) context.addIssue({ code: 'custom', message });
});

/** The frozen figures of a document, or of one option of a proposal, in dollars to the cent. */
export const documentFiguresSchema = z.object({
  cost: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
});

/** An option as a proposal answers it: its frozen figures (cents) and the guids of its top-level lines. */
export const proposalOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  lineGuids: z.array(z.string()),
  ...documentFiguresSchema.shape,
});
export type ProposalOption = z.infer<typeof proposalOptionSchema>;

/**
 * A proposal's good / better / best options as a reader sees them (absent without options) and the
 * one the customer chose (absent or `null` until then); accepting in the portal names one.
 */
export function proposalChoiceShape<T extends z.ZodType>(option: T) {
  return { options: z.array(option).optional(), chosenOptionId: z.string().nullable().optional() };
}
