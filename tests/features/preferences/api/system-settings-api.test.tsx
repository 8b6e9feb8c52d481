import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { systemSettingsSearchQueryOptions, useSystemSettingsSearch } from '@/features/preferences/api/search-system-settings';
import { systemSettingKeys } from '@/lib/system-settings/system-setting-keys';
import { useUpdateSystemSetting } from '@/features/preferences/api/update-system-setting';
import { useUpdateSystemSettingsBatch } from '@/features/preferences/api/update-system-settings-batch';
import { createQueryClient } from '@/lib/query-client';
import { server } from '../../../../mocks/node';
import { overridePreferenceApi } from '../preference-api-overrides';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const api = overridePreferenceApi();
  const batches: unknown[] = [];
  server.use(
    http.post(`*/api/${endpoints.systemSetting.updateBatch}`, async ({ request }) => {
      const body = (await request.json()) as Array<{ code: string; value: string }>;
      batches.push(body);
      api.settings = api.settings.map((setting) => ({ ...setting, value: body.find((item) => item.code === setting.code)?.value ?? setting.value }));
      return HttpResponse.json(api.settings.filter((setting) => body.some((item) => item.code === setting.code)));
    }),
  );
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { api, batches, queryClient, wrapper };
}

describe('system settings api', () => {
  it('searches every category in one page of 200', async () => {
    const { api, wrapper } = setup();
    const { result } = renderHook(() => useSystemSettingsSearch(), { wrapper });
    await waitFor(() => expect(result.current.data?.results).toHaveLength(5));
    expect(api.searches).toEqual([{ categories: [], pageNumber: 0, pageSize: 200 }]);
    expect(systemSettingsSearchQueryOptions().queryKey).toEqual(['system-setting', 'search', { categories: [], pageNumber: 0, pageSize: 200 }]);
  });

  it('does not search while disabled', async () => {
    const { api, wrapper } = setup();
    renderHook(() => useSystemSettingsSearch({ enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.searches).toEqual([]);
  });

  it('re-initializes the settings after an update', async () => {
    const { api, wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ search: useSystemSettingsSearch(), update: useUpdateSystemSetting() }), { wrapper });
    await waitFor(() => expect(result.current.search.data).toBeDefined());

    await act(() => result.current.update.mutateAsync({ code: 'PAGE_SIZE', value: '100' }));

    expect(api.settingUpdates).toEqual([{ code: 'PAGE_SIZE', value: '100' }]);
    await waitFor(() => expect(api.searches).toHaveLength(2));
    const cached = queryClient.getQueryData<{ results: Array<{ code: string; value: string }> }>(systemSettingsSearchQueryOptions().queryKey);
    expect(cached?.results.find((setting) => setting.code === 'PAGE_SIZE')?.value).toBe('100');
    expect(queryClient.getQueryState(systemSettingKeys.search({ categories: [], pageNumber: 0, pageSize: 200 }))?.isInvalidated).toBe(false);
  });

  it('sends a batch and re-initializes the settings', async () => {
    const { api, batches, wrapper } = setup();
    const { result } = renderHook(() => ({ search: useSystemSettingsSearch(), batch: useUpdateSystemSettingsBatch() }), { wrapper });
    await waitFor(() => expect(result.current.search.data).toBeDefined());

    const saved = await act(() =>
      result.current.batch.mutateAsync([
        { code: 'PAGE_SIZE', value: '10' },
        { code: 'INVOICE_DUE_DAYS', value: '14' },
      ]),
    );

    expect(batches).toEqual([[{ code: 'PAGE_SIZE', value: '10' }, { code: 'INVOICE_DUE_DAYS', value: '14' }]]);
    expect(saved.map((setting) => setting.value)).toEqual(['10', '14']);
    await waitFor(() => expect(api.searches).toHaveLength(2));
  });
});
