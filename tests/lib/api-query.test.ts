import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '@/lib/api-client/api-client';
import { contextQuery, getQuery, postQuery } from '@/lib/api-query';
import { summaryQueryMeta } from '@/lib/query-client';

const answerSchema = z.object({ name: z.string(), count: z.number() });

function answer(data: unknown) {
  return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config: { headers: {} } } as never);
}

describe('api queries: one declaration gives the request, its query options and the hook', () => {
  afterEach(() => vi.restoreAllMocks());

  it('GET: asks the endpoint and reads the answer through the schema', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(() => answer({ name: 'Northwind', count: 3 }));
    const news = getQuery({ endpoint: 'Dashboard/GetCompanyNews', schema: answerSchema, queryKey: () => ['dashboard', 'news'], staleTime: 0 });
    await expect(news.request()).resolves.toEqual({ name: 'Northwind', count: 3 });
    expect(get).toHaveBeenCalledWith('Dashboard/GetCompanyNews');
    expect(news.queryOptions()).toMatchObject({ queryKey: ['dashboard', 'news'], staleTime: 0 });
  });

  it('GET by context: sends the context as a parameter and keys the query by it', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(() => answer({ name: 'Job 7', count: 2 }));
    const payments = contextQuery({ endpoint: 'Payment/GetAllByJobContext', schema: answerSchema, queryKey: (context) => ['job', 'payments', context] });
    const client = new QueryClient();
    await expect(client.fetchQuery(payments.queryOptions('job-7'))).resolves.toEqual({ name: 'Job 7', count: 2 });
    expect(get).toHaveBeenCalledWith('Payment/GetAllByJobContext', { params: { context: 'job-7' } });
    expect(client.getQueryData(['job', 'payments', 'job-7'])).toEqual({ name: 'Job 7', count: 2 });
  });

  it('POST: sends the request as the body and carries the query meta', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(() => answer({ name: 'Today', count: 5 }));
    const schedule = postQuery({ endpoint: 'Schedule/GetDailySchedule', schema: answerSchema, queryKey: (request: { day: string }) => ['dashboard', 'schedule', request], meta: summaryQueryMeta });
    await expect(schedule.request({ day: '2026-11-26' })).resolves.toEqual({ name: 'Today', count: 5 });
    expect(post).toHaveBeenCalledWith('Schedule/GetDailySchedule', { day: '2026-11-26' });
    expect(schedule.queryOptions({ day: '2026-11-26' }).meta).toEqual(summaryQueryMeta);
  });

  it('rejects an answer that fails its schema, so the error catalogue can say so', async () => {
    vi.spyOn(api, 'get').mockImplementation(() => answer({ name: 'Northwind', count: 'three' }));
    const news = getQuery({ endpoint: 'Dashboard/GetCompanyNews', schema: answerSchema, queryKey: () => ['dashboard', 'news'] });
    await expect(news.request()).rejects.toBeInstanceOf(z.ZodError);
  });
});
