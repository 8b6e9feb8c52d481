import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/components/toasts';
import { applyDefaultMedia } from './media-width';

applyDefaultMedia();

// Routes load lazily and two workers share the machine: give findBy*/waitFor room before failing.
// TEST_ASYNC_TIMEOUT (ms) gives more on a machine busy with other work.
configure({ asyncUtilTimeout: Number(process.env.TEST_ASYNC_TIMEOUT) || 5000 });

// The integration project's hygiene: unmount what a test rendered and clear browser storage.
afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
