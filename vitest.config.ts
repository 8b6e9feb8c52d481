import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Three projects:
 * - `unit` (Node): pure modules, models, lib code without a DOM, and the mock backend (tests/mocks).
 *   Every `*.test.ts` file, except the few that need a DOM.
 * - `integration` (jsdom): tests that render (`*.test.tsx`, through tests/support/render-route.tsx)
 *   and the `*.test.ts` files named in DOM_TESTS.
 * - `integration-mocked` (jsdom, isolated): the files that replace a module with `vi.mock`.
 * Run one with `npx vitest run --project unit`.
 *
 * `unit` and `integration` run without per-file isolation (`isolate: false`): a worker imports the
 * app, MUI and the mock backend once, not once per file, which takes about two thirds off the
 * suite's time. Each test still starts clean: `useMockServer` (tests/mocks/mock-api.ts) resets the
 * mock database, its faults and handlers, `useRouteTests` the session, and tests/setup.ts with
 * tests/support/dom-setup.ts the timers, spies, rendered tree, storage and toasts. A module
 * replaced with `vi.mock` would leak into the files after it, so those files run isolated.
 */
/** Files that replace a module with `vi.mock`: they need a module graph of their own. */
const MODULE_MOCK_TESTS = [
  'tests/features/customers/customer-editor-renders.test.tsx',
  'tests/features/intake/intake-editor-renders.test.tsx',
  'tests/features/jobs/job-editor-tour.test.tsx',
];

const DOM_TESTS = [
  // DOMPurify needs a document.
  'tests/features/email-history/model/sanitize-email-body.test.ts',
  // Browser storage, storage events and the axios instance's browser adapter.
  'tests/lib/auth/cross-tab.test.ts',
  'tests/lib/api-client/api-client.test.ts',
  'tests/lib/api-client/error-catalogue.test.ts',
  'tests/lib/api-query.test.ts',
  'tests/lib/error-reporting.test.ts',
  // Window events and timers.
  'tests/lib/after-user-pause.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      pool: 'threads',
      maxWorkers: 2,
      testTimeout: 15000,
      env: { TZ: 'UTC' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            isolate: false,
            include: ['tests/**/*.test.ts'],
            exclude: DOM_TESTS,
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'jsdom',
            isolate: false,
            include: ['tests/**/*.test.tsx', ...DOM_TESTS],
            exclude: MODULE_MOCK_TESTS,
            setupFiles: ['tests/setup.ts', 'tests/support/dom-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-mocked',
            environment: 'jsdom',
            include: MODULE_MOCK_TESTS,
            setupFiles: ['tests/setup.ts', 'tests/support/dom-setup.ts'],
          },
        },
      ],
    },
  }),
);
