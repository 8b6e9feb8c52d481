import { describe, expect, it } from 'vitest';
import { proposalOptionMessages } from '@/lib/schemas/proposal-option-schemas';
import { nextOption, optionFormListSchema, optionRequests } from '@/features/documents/model/proposal-option-form';

describe('the Create Proposal dialog’s options', () => {
  it('Add Option names them Good, Better, Best and copies the previous option’s lines, up to three', () => {
    const first = nextOption([], ['a', 'b', 'c'])!;
    expect(first).toEqual({ name: 'Good', lines: ['a', 'b', 'c'] });
    const second = nextOption([{ name: 'Good', lines: ['a'] }], ['a', 'b', 'c'])!;
    expect(second).toEqual({ name: 'Better', lines: ['a'] });
    expect(nextOption([{ name: 'Better', lines: ['a'] }], ['a'])!.name).toBe('Good');
    expect(nextOption([first, second, { name: 'Best', lines: ['b'] }], ['a'])).toBeNull();
  });

  it('puts each message on the option and field it is about', () => {
    const result = optionFormListSchema.safeParse([
      { name: 'Good', lines: ['a'] },
      { name: 'GOOD', lines: [] },
      { name: '', lines: ['a'] },
    ]);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['2.name', proposalOptionMessages.nameRequired],
        ['1.name', proposalOptionMessages.namesUnique],
        ['1.lines', proposalOptionMessages.linesRequired('GOOD')],
      ]),
    );
  });

  it('asks for each option’s lines in the job’s order, names trimmed', () => {
    expect(optionRequests([{ name: ' Best ', lines: ['c', 'a'] }], ['a', 'b', 'c'])).toEqual([{ name: 'Best', jobDetailContextList: ['a', 'c'] }]);
  });
});
