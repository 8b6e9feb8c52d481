import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearToasts } from '@/components/toasts';
import { installFastLabels } from './fast-labels';
import { applyDefaultMedia } from './media-width';

applyDefaultMedia();
installFastLabels();

type ElementError = (message: string | null, container: Element) => Error;

/**
 * A query that fails inside `findBy*` or `waitFor` (testing-library marks those checks with
 * `_disableExpensiveErrorDiagnostics`) gets a plain error instead of one that prints the whole DOM:
 * printing it on every 50 ms check cost about 5% of the suite's time. A failure the test sees still
 * prints the DOM: a query outside `waitFor` as before, and `waitFor`'s time-out adds it to its last error.
 */
function cheapWhilePolling(): ElementError {
  const current = getConfig().getElementError as ElementError & { printing?: ElementError };
  // The setup runs once per test file in the same module graph: wrap the original, not the wrapper.
  const printing = current.printing ?? current;
  const wrapper = (message: string | null, container: Element): Error => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return printing(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
  return Object.assign(wrapper, { printing });
}

type ChannelClass = typeof BroadcastChannel;
const channelHolder = globalThis as unknown as { BroadcastChannel: ChannelClass; __nodeBroadcastChannel?: ChannelClass };

/**
 * Each test's `BroadcastChannel`s talk only among themselves. The test workers are threads of one
 * process and Node's `BroadcastChannel` reaches every thread, so the app of a test in one worker took
 * the live-update messages of a test in the other (a customer saved there refetched the customer
 * queries here: a request counted twice, now and then). The setup runs once per test file in the
 * same module graph: the original class is kept once, and each file and test gets names of its own.
 */
function testScopedChannels(): void {
  const original = (channelHolder.__nodeBroadcastChannel ??= channelHolder.BroadcastChannel);
  if (typeof original !== 'function') return;
  const file = Math.random().toString(36).slice(2);
  let test = 0;
  beforeEach(() => {
    test += 1;
  });
  channelHolder.BroadcastChannel = class TestBroadcastChannel extends original {
    constructor(name: string) {
      super(`${file}:${test}:${name}`);
    }
  };
}

testScopedChannels();

// Routes load lazily and two workers share the machine: give findBy*/waitFor room before failing.
// TEST_ASYNC_TIMEOUT (ms) gives more on a machine busy with other work.
configure({ asyncUtilTimeout: Number(process.env.TEST_ASYNC_TIMEOUT) || 5000, getElementError: cheapWhilePolling() });

// The integration project's hygiene: unmount what a test rendered and clear browser storage.
afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
