import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, spareDeletedRecord, summaryQueryMeta, type AppMutationMeta } from '@/lib/query-client';
import { entityKeys } from '@/lib/query-keys';

const customers = entityKeys('customer');
const jobs = entityKeys('job');
const intake = entityKeys('intake');
const locations = entityKeys('location');

/** Runs a mutation through the client's mutation cache, as `useMutation` does. */
function mutate(client: QueryClient, meta: AppMutationMeta | undefined, options: { fail?: boolean; onSuccess?: () => void } = {}) {
  return client
    .getMutationCache()
    .build(client, {
      mutationFn: () => (options.fail ? Promise.reject(new Error('refused')) : Promise.resolve('saved')),
      meta,
      onSuccess: options.onSuccess,
    })
    .execute(undefined);
}

/** A query in the cache, with how often its function ran. */
async function seed(client: QueryClient, queryKey: QueryKey, extra: { meta?: typeof summaryQueryMeta } = {}) {
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return `${queryKey.join('/')} #${calls}`;
  };
  await client.fetchQuery({ queryKey, queryFn, ...extra });
  return {
    calls: () => calls,
    invalidated: () => client.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated,
    /** Puts an observer on the query, as a mounted screen does. */
    show: () => new QueryObserver(client, { queryKey, queryFn, ...extra }).subscribe(() => undefined),
  };
}

describe('query client: mutations invalidate the entities they declare', () => {
  it('invalidates every query of the declared entities and leaves the others fresh', async () => {
    const client = createQueryClient();
    const customerList = await seed(client, customers.key('list', { pageNumber: 0 }));
    const customerDetail = await seed(client, customers.detail('c-1'));
    const jobDetail = await seed(client, jobs.detail('j-1'));
    const intakeList = await seed(client, intake.key('list', { pageNumber: 0 }));
    const locationDetail = await seed(client, locations.detail('l-1'));

    await mutate(client, { invalidates: ['customer', 'job'] });

    expect([customerList.invalidated(), customerDetail.invalidated(), jobDetail.invalidated()]).toEqual([true, true, true]);
    expect([intakeList.invalidated(), locationDetail.invalidated()]).toEqual([false, false]);
  });

  it('refetches the declared queries on screen before the mutation settles; the rest wait until shown', async () => {
    const client = createQueryClient();
    const shown = await seed(client, customers.key('list', { pageNumber: 0 }));
    const hidden = await seed(client, customers.detail('c-2'));
    const other = await seed(client, intake.detail('i-1'));
    const stop = [shown.show(), other.show()];

    await mutate(client, { invalidates: ['customer'] });

    expect(shown.calls()).toBe(2);
    expect(hidden.calls()).toBe(1);
    expect(hidden.invalidated()).toBe(true);
    expect(other.calls()).toBe(1);
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('does not refetch a record the mutation put in the cache, nor the queries of a deleted record still on screen', async () => {
    const client = createQueryClient();
    const saved = await seed(client, customers.detail('saved'));
    const deleted = await seed(client, customers.detail('deleted'));
    const deletedActivity = await seed(client, customers.key('activity', 'deleted'));
    const list = await seed(client, customers.lists());
    const stop = [saved.show(), deleted.show(), deletedActivity.show(), list.show()];

    await mutate(client, { invalidates: ['customer'] }, {
      onSuccess: () => {
        client.setQueryData(customers.detail('saved'), 'the answer');
        spareDeletedRecord(client, 'customer', 'deleted');
      },
    });

    expect(client.getQueryData(customers.detail('saved'))).toBe('the answer');
    expect([saved.calls(), deleted.calls(), deletedActivity.calls(), list.calls()]).toEqual([1, 1, 1, 2]);
    expect(deleted.invalidated()).toBe(true);
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('invalidates nothing when a change fails', async () => {
    const client = createQueryClient();
    const customerList = await seed(client, customers.lists());
    await expect(mutate(client, { invalidates: ['customer'] }, { fail: true })).rejects.toThrow('refused');
    expect(customerList.invalidated()).toBe(false);
  });
});

describe('query client: summaries', () => {
  it('marks summary queries stale after any successful change without refetching them, and leaves other queries fresh', async () => {
    const client = createQueryClient();
    const summary = await seed(client, ['dashboard', 'intake-snapshot'], { meta: summaryQueryMeta });
    const picklist = await seed(client, ['picklist', 'IntakeType']);
    const stop = summary.show();
    expect(summary.invalidated()).toBe(false);

    await mutate(client, undefined);

    expect(summary.invalidated()).toBe(true);
    expect(summary.calls()).toBe(1);
    expect(picklist.invalidated()).toBe(false);
    stop();
  });

  it('keeps summaries fresh when a change fails', async () => {
    const client = createQueryClient();
    const summary = await seed(client, ['dashboard', 'recent-jobs'], { meta: summaryQueryMeta });
    await expect(mutate(client, { invalidates: ['job'] }, { fail: true })).rejects.toThrow('refused');
    expect(summary.invalidated()).toBe(false);
  });
});

describe('key factories', () => {
  it('root every key at the entity tag', () => {
    expect(customers.all).toEqual(['customer']);
    expect(customers.detail('c-1')).toEqual(['customer', 'detail', 'c-1']);
    expect(customers.lists()).toEqual(['customer', 'list']);
    expect(jobs.key('detail', 'j-1', 'lines')).toEqual(['job', 'detail', 'j-1', 'lines']);
  });
});
