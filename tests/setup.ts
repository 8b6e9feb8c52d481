import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Routes load lazily and two workers share the machine: give findBy*/waitFor room before failing.
configure({ asyncUtilTimeout: 5000 });

// Test hygiene shared by every test file. Some files run in the node environment (no DOM, no
// storage), so everything browser-specific is guarded.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
});
