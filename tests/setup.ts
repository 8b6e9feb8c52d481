import { afterEach, vi } from 'vitest';

// Test hygiene shared by both projects (unit runs in Node, integration in jsdom; the DOM part is in
// tests/support/dom-setup.ts).
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
