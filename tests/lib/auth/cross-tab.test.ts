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

/** What the tab wrote to localStorage (each write is a storage event in the other tabs). */
function recordWrites(): [string, string][] {
  const writes: [string, string][] = [];
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    writes.push([key, value]);
    setItem.call(this, key, value);
  });
  return writes;
}

describe('broadcasting', () => {
  it('tells other tabs the logout code with its reason, and does not keep it in storage', () => {
    const writes = recordWrites();
    broadcastLogout('refresh-expired');
    const told = writes.filter(([key]) => key === LOGOUT_CODE_KEY);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]![1])).toMatchObject({ reason: 'refresh-expired' });
    expect(window.localStorage.getItem(LOGOUT_CODE_KEY)).toBeNull();
  });

  it('writes a new value every time, so repeated broadcasts still reach other tabs, and keeps none', () => {
    const writes = recordWrites();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    broadcastReload();
    vi.setSystemTime(2_000);
    broadcastReload();
    const told = writes.filter(([key]) => key === RELOAD_FLAG_KEY).map(([, value]) => value);
    expect(told).toHaveLength(2);
    expect(told[1]).not.toBe(told[0]);
    expect(window.localStorage.getItem(RELOAD_FLAG_KEY)).toBeNull();
  });
});
