import { afterEach, beforeEach, vi } from 'vitest';
import { forgetUnheardChanges } from '@/lib/live-updates/local-changes';

// Test hygiene shared by both projects (unit runs in Node, integration in jsdom; the DOM part is in
// tests/support/dom-setup.ts).
beforeEach(() => {
  // A change saved in an earlier test, with no live updates running, is not told in this one.
  forgetUnheardChanges();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
