import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastLogout, broadcastReload, LOGOUT_CODE_KEY, RELOAD_FLAG_KEY, startCrossTabSync } from '@/lib/auth/cross-tab';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
});

function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue, oldValue: null, storageArea: window.localStorage });
}

describe('startCrossTabSync', () => {
  it('reloads when another tab writes the logout code', () => {
    const reload = vi.fn();
    stop = startCrossTabSync(reload);
    window.dispatchEvent(storageEvent(LOGOUT_CODE_KEY, JSON.stringify({ reason: 'user', at: 1 })));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab writes the reload flag', () => {
    const reload = vi.fn();
    stop = startCrossTabSync(reload);
    window.dispatchEvent(storageEvent(RELOAD_FLAG_KEY, '1700000000000'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, removals (null newValue) and storage clears (null key)', () => {
    const reload = vi.fn();
    stop = startCrossTabSync(reload);
    window.dispatchEvent(storageEvent('fieldline.refresh-token', 'r9'));
    window.dispatchEvent(storageEvent('something-else', 'x'));
    window.dispatchEvent(storageEvent(LOGOUT_CODE_KEY, null));
    window.dispatchEvent(storageEvent(RELOAD_FLAG_KEY, null));
    window.dispatchEvent(storageEvent(null, null));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening once the returned function is called', () => {
    const reload = vi.fn();
    const stopSync = startCrossTabSync(reload);
    stopSync();
    window.dispatchEvent(storageEvent(LOGOUT_CODE_KEY, 'x'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('broadcasting', () => {
  it('writes the logout code with its reason under the logout code key', () => {
    broadcastLogout('refresh-expired');
    expect(JSON.parse(window.localStorage.getItem(LOGOUT_CODE_KEY) ?? 'null')).toMatchObject({ reason: 'refresh-expired' });
  });

  it('writes a new value every time, so repeated broadcasts still reach other tabs', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    broadcastReload();
    const first = window.localStorage.getItem(RELOAD_FLAG_KEY);
    vi.setSystemTime(2_000);
    broadcastReload();
    const second = window.localStorage.getItem(RELOAD_FLAG_KEY);
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
  });
});
