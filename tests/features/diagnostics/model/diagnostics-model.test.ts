import { describe, expect, it } from 'vitest';
import { diagnosticsText, formatBytes, storageUsageText } from '@/features/diagnostics/model/diagnostics-text';
import { groupPermissions } from '@/features/diagnostics/model/permission-groups';
import { storageFacts } from '@/features/diagnostics/model/platform-facts';
import { queryCacheRows, queryCacheSummary, type CachedQueryLike } from '@/features/diagnostics/model/query-cache-rows';

function query(key: unknown[], overrides: Partial<CachedQueryLike['state']> = {}, observers = 0, stale = false): CachedQueryLike {
  return {
    queryHash: JSON.stringify(key),
    queryKey: key,
    state: { status: 'success', fetchStatus: 'idle', dataUpdatedAt: 1000, ...overrides },
    getObserversCount: () => observers,
    isStale: () => stale,
  };
}

describe('diagnostics text', () => {
  it('lists each section with its facts under the page title', () => {
    const text = diagnosticsText('System', [{ title: 'Application', facts: [{ label: 'Version', value: '1.2.3' }] }, { title: 'Server', facts: [] }], new Date('2026-11-27T03:00:00Z'));
    expect(text).toBe('Fieldline diagnostics: System (2026-11-27T03:00:00.000Z)\n\nApplication\n  Version: 1.2.3\n\nServer');
  });

  it('formats bytes and storage use', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(-1)).toBe('Unknown');
    expect(storageUsageText(1024 * 1024, 100 * 1024 * 1024)).toBe('1.0 MB of 100.0 MB (1%)');
    expect(storageUsageText(undefined, undefined)).toBe('Not reported by this browser');
  });

  it('says what the browser reports of its service worker and storage', () => {
    expect(storageFacts(undefined)).toEqual([{ label: 'Storage', value: 'Reading…' }]);
    const facts = storageFacts({ serviceWorker: 'none', usage: 0, quota: 1024, persisted: null, indexedDb: true });
    expect(facts.map((fact) => fact.value)).toEqual(['Not registered', '0 B of 1.0 KB (0%)', 'Not reported by this browser', 'Available']);
    expect(storageFacts({ serviceWorker: 'activated, controlling this page', persisted: true, indexedDb: false })[0]?.value).toBe('Activated, controlling this page');
  });
});

describe('permission groups', () => {
  it('groups codes by their records, roles first, in create-read-update-delete order', () => {
    expect(groupPermissions(['CUST_R', 'ROOT', 'CUST_D', 'CUST_C', 'JOB_R', 'ADMINISTRATOR', 'JOB_COST_R', 'ZED_X', 'CUST_R'])).toEqual([
      { name: 'Roles', codes: ['ADMINISTRATOR', 'ROOT'] },
      { name: 'Customers', codes: ['CUST_C', 'CUST_R', 'CUST_D'] },
      { name: 'JOB_COST', codes: ['JOB_COST_R'] },
      { name: 'Jobs', codes: ['JOB_R'] },
      { name: 'ZED', codes: ['ZED_X'] },
    ]);
  });
});

describe('query cache rows', () => {
  it('names each query by its key with its status, newest data and observers', () => {
    const rows = queryCacheRows([
      query(['picklist', 'JobType'], {}, 1, false),
      query(['customer', 'list', { searchTerm: '' }], { fetchStatus: 'fetching' }, 2, true),
      query(['job', 'detail', 'j1'], { status: 'error', dataUpdatedAt: 0 }),
      query(['task'], { status: 'pending', dataUpdatedAt: 0 }),
    ]);
    expect(rows.map((row) => [row.key, row.status, row.observers])).toEqual([
      ['customer › list › {"searchTerm":""}', 'Stale, fetching', 2],
      ['job › detail › j1', 'Error', 0],
      ['picklist › JobType', 'Fresh', 1],
      ['task', 'Loading', 0],
    ]);
    expect(queryCacheSummary(rows)).toEqual({ total: 4, active: 2, picklists: 1, errors: 1 });
  });

  it('shortens a long key part', () => {
    const [row] = queryCacheRows([query(['report', 'x'.repeat(200)])]);
    expect(row?.key.length).toBeLessThan(100);
    expect(row?.key.endsWith('…')).toBe(true);
  });
});
