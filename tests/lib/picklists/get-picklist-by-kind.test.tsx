import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { getPicklistByKind, PICKLIST_STALE_TIME, picklistQueryOptions, usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { createQueryClient } from '@/lib/query-client';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { server } from '../../../mocks/node';

const statuses: PicklistItem[] = [
  { context: 'js-1', text: 'Open', active: true, order: 1, isDefault: true },
  { context: 'js-2', text: 'Closed', active: false, order: 2, isDefault: false },
];

let requestedKinds: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requestedKinds = [];
});
afterAll(() => server.close());

function answerPicklists(body: JsonBodyType = statuses) {
  server.use(
    http.get(`*/api/${endpoints.picklist.getByKind}`, ({ request }) => {
      requestedKinds.push(new URL(request.url).searchParams.get('kind') ?? '');
      return HttpResponse.json(body);
    }),
  );
}

describe('picklistQueryOptions', () => {
  it('keys each kind under picklists and keeps it fresh for a long time', () => {
    const options = picklistQueryOptions('JobStatus');
    expect(options.queryKey).toEqual(['picklist', 'JobStatus']);
    expect(options.staleTime).toBe(PICKLIST_STALE_TIME);
    expect(PICKLIST_STALE_TIME).toBeGreaterThanOrEqual(30 * 60 * 1000);
  });
});

describe('getPicklistByKind', () => {
  it('asks for the kind and parses the items', async () => {
    answerPicklists();
    await expect(getPicklistByKind('JobStatus')).resolves.toEqual(statuses);
    expect(requestedKinds).toEqual(['JobStatus']);
  });

  it('rejects a malformed answer', async () => {
    answerPicklists([{ context: 'x' }]);
    await expect(getPicklistByKind('JobStatus')).rejects.toThrow();
  });
});

describe('usePicklist', () => {
  it('loads a kind once and serves later users from the cache', async () => {
    answerPicklists();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    const first = renderHook(() => usePicklist('JobStatus'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(statuses));
    const second = renderHook(() => usePicklist('JobStatus'), { wrapper });

    expect(second.result.current.data).toEqual(statuses);
    expect(requestedKinds).toEqual(['JobStatus']);
  });
});
