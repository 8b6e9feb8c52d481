import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects:
 * - `unit` (Node): pure modules, models, lib code without a DOM, and the mock backend (tests/mocks).
 *   Every `*.test.ts` file, except the few that need a DOM.
 * - `integration` (jsdom): tests that render (`*.test.tsx`, through tests/support/render-route.tsx)
 *   and the `*.test.ts` files named in DOM_TESTS.
 * Run one with `npx vitest run --project unit`.
 */
const DOM_TESTS = [
  // DOMPurify needs a document.
  'tests/features/email-history/model/sanitize-email-body.test.ts',
  // Browser storage, storage events and the axios instance's browser adapter.
  'tests/lib/auth/cross-tab.test.ts',
  'tests/lib/api-client/api-client.test.ts',
  'tests/lib/api-client/error-catalogue.test.ts',
  'tests/lib/error-reporting.test.ts',
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
            include: ['tests/**/*.test.tsx', ...DOM_TESTS],
            setupFiles: ['tests/setup.ts', 'tests/support/dom-setup.ts'],
          },
        },
      ],
    },
  }),
);
