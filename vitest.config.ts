import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      pool: 'threads',
      maxWorkers: 2,
      testTimeout: 15000,
      env: { TZ: 'UTC' },
    },
  }),
);
