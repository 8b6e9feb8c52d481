import { describe, expect, it } from 'vitest';
import { announceLocalChange, onLocalChange, UNHEARD_LIMIT, type LocalChange } from '@/lib/live-updates/local-changes';

const change = (tag: string): LocalChange => ({ tags: [tag], data: { context: tag } });

describe("this tab's changes for the live updates", () => {
  it('tells a listener each change as it is made', () => {
    const heard: string[] = [];
    const stop = onLocalChange(({ tags }) => heard.push(...tags));
    announceLocalChange(change('job'));
    announceLocalChange(change('customer'));
    stop();
    announceLocalChange(change('invoice'));
    expect(heard).toEqual(['job', 'customer']);
    // Told to nobody: kept for the next listener, not lost.
    const later: string[] = [];
    onLocalChange(({ tags }) => later.push(...tags))();
    expect(later).toEqual(['invoice']);
  });

  it('keeps the changes made before the live updates start and tells them, in order, to the first listener only', () => {
    announceLocalChange(change('job'));
    announceLocalChange(change('payment'));
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = onLocalChange(({ tags }) => first.push(...tags));
    const stopSecond = onLocalChange(({ tags }) => second.push(...tags));
    expect(first).toEqual(['job', 'payment']);
    expect(second).toEqual([]);
    stopFirst();
    stopSecond();
  });

  it(`keeps at most the last ${UNHEARD_LIMIT} unheard changes`, () => {
    for (let index = 0; index < UNHEARD_LIMIT + 5; index += 1) announceLocalChange(change(`tag-${index}`));
    const heard: string[] = [];
    onLocalChange(({ tags }) => heard.push(...tags))();
    expect(heard).toHaveLength(UNHEARD_LIMIT);
    expect(heard[0]).toBe('tag-5');
    expect(heard.at(-1)).toBe(`tag-${UNHEARD_LIMIT + 4}`);
  });
});
