import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { systemSettingsSearchQueryOptions, useSystemSettingsSearch } from '@/features/preferences/api/search-system-settings';
import { systemSettingKeys } from '@/lib/system-settings/system-setting-keys';
import { useUpdateSystemSetting } from '@/features/preferences/api/update-system-setting';
import { useUpdateSystemSettingsBatch } from '@/features/preferences/api/update-system-settings-batch';
import { server } from '../../../../mocks/node';
import { useMockServer } from '../../../mocks/mock-api';
import { renderAppHook } from '../../../support/render-route';
import { overridePreferenceApi } from '../preference-api-overrides';

useMockServer();

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
  return { api, batches };
}

describe('system settings api', () => {
  it('searches every category in one page of 200', async () => {
    const { api } = setup();
    const { result } = renderAppHook(() => useSystemSettingsSearch());
    await waitFor(() => expect(result.current.data?.results).toHaveLength(5));
    expect(api.searches).toEqual([{ categories: [], pageNumber: 0, pageSize: 200 }]);
    expect(systemSettingsSearchQueryOptions().queryKey).toEqual(['system-setting', 'search', { categories: [], pageNumber: 0, pageSize: 200 }]);
  });

  it('does not search while disabled', async () => {
    const { api } = setup();
    const { result } = renderAppHook(() => useSystemSettingsSearch({ enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(api.searches).toEqual([]);
  });

  it('re-initializes the settings after an update', async () => {
    const { api } = setup();
    const { result, queryClient } = renderAppHook(() => ({ search: useSystemSettingsSearch(), update: useUpdateSystemSetting() }));
    await waitFor(() => expect(result.current.search.data).toBeDefined());

    await act(() => result.current.update.mutateAsync({ code: 'PAGE_SIZE', value: '100' }));

    expect(api.settingUpdates).toEqual([{ code: 'PAGE_SIZE', value: '100' }]);
    await waitFor(() => expect(api.searches).toHaveLength(2));
    const cached = queryClient.getQueryData<{ results: Array<{ code: string; value: string }> }>(systemSettingsSearchQueryOptions().queryKey);
    expect(cached?.results.find((setting) => setting.code === 'PAGE_SIZE')?.value).toBe('100');
    expect(queryClient.getQueryState(systemSettingKeys.search({ categories: [], pageNumber: 0, pageSize: 200 }))?.isInvalidated).toBe(false);
  });

  it('sends a batch and re-initializes the settings', async () => {
    const { api, batches } = setup();
    const { result } = renderAppHook(() => ({ search: useSystemSettingsSearch(), batch: useUpdateSystemSettingsBatch() }));
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
