import { describe, expect, it } from 'vitest';
import { proposalOptionIssues, proposalOptionMessages, proposalOptionProblems, proposalOptionsInputSchema } from '@/lib/schemas/proposal-option-schemas';

const option = (name: string, lines: string[] = ['a']) => ({ name, jobDetailContextList: lines });

describe('the good / better / best rules', () => {
  it('accept up to three named options with lines', () => {
    expect(proposalOptionProblems([option('Good'), option('Better'), option('Best')])).toEqual([]);
    expect(proposalOptionsInputSchema.safeParse([option('Good'), option('Better', ['a', 'b']), option('Best')]).success).toBe(true);
    expect(proposalOptionsInputSchema.safeParse([]).success).toBe(true);
  });

  it('refuse a fourth option', () => {
    expect(proposalOptionProblems(['A', 'B', 'C', 'D'].map((name) => option(name)))).toEqual([proposalOptionMessages.tooMany]);
  });

  it('refuse names used twice (ignoring case and spaces), pointing at the repeat', () => {
    expect(proposalOptionIssues([option('Good'), option(' good ')])).toEqual([{ index: 1, field: 'name', message: proposalOptionMessages.namesUnique }]);
  });

  it('refuse an option without lines, and a blank name', () => {
    expect(proposalOptionIssues([option('Good'), option('Best', [])])).toEqual([{ index: 1, field: 'lines', message: proposalOptionMessages.linesRequired('Best') }]);
    const blank = proposalOptionsInputSchema.safeParse([option('  ')]);
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([proposalOptionMessages.nameRequired]);
  });
});
