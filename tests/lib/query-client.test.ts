import { describe, expect, it } from 'vitest';
import { createQueryClient, summaryQueryMeta } from '@/lib/query-client';

describe('query client', () => {
  it('marks summary queries stale after any successful change, and leaves other queries fresh', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['dashboard', 'intake-snapshot'], queryFn: () => ['old'], meta: summaryQueryMeta });
    await client.fetchQuery({ queryKey: ['picklists', 'IntakeType'], queryFn: () => ['Estimate'] });
    const summary = () => client.getQueryCache().find({ queryKey: ['dashboard', 'intake-snapshot'] });
    const picklist = () => client.getQueryCache().find({ queryKey: ['picklists', 'IntakeType'] });
    expect(summary()?.isStale()).toBe(false);

    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('saved') }).execute(undefined);

    expect(summary()?.state.isInvalidated).toBe(true);
    expect(picklist()?.state.isInvalidated).toBe(false);
  });

  it('keeps summaries fresh when a change fails', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['dashboard', 'recent-jobs'], queryFn: () => [], meta: summaryQueryMeta });
    await expect(
      client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('refused')) }).execute(undefined),
    ).rejects.toThrow('refused');
    expect(client.getQueryCache().find({ queryKey: ['dashboard', 'recent-jobs'] })?.state.isInvalidated).toBe(false);
  });
});
