// Pre-step of the e2e tests: make sure a Chromium is there for Playwright to launch.
//
// The tests run in Debian's `chromium-headless-shell` (the old headless mode, which Playwright itself
// uses for headless runs): the same Blink as `chromium`, without the full browser's window and
// compositor work, which takes about a fifth off the suite's time on two cores.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
if (process.env.PLAYWRIGHT_USE_BUNDLED === '1' || existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const fullBrowser = '/usr/bin/chromium';
// Without the shell, and no way to install it, the tests run in the full browser (playwright.config.ts picks it).
if (!isRoot && !process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(fullBrowser)) {
  console.log(`No Chromium headless shell at ${wanted}: the end-to-end tests use ${fullBrowser} (about a fifth slower).`);
  process.exit(0);
}
if (!isRoot) {
  console.error(`No Chromium at ${wanted}: install Debian's chromium-headless-shell (sudo apt-get install -y chromium-headless-shell) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
console.log(`No Chromium at ${wanted}; installing Debian's chromium-headless-shell with apt-get…`);
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
} catch {
  if (!process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(fullBrowser)) {
    console.log(`Installing chromium-headless-shell failed: the end-to-end tests use ${fullBrowser} (about a fifth slower).`);
    process.exit(0);
  }
  console.error('Installing chromium-headless-shell with apt-get failed: install it by hand (apt-get install -y chromium-headless-shell) and run the tests again.');
  process.exit(1);
}
if (!existsSync(wanted)) {
  console.error(`apt-get finished but ${wanted} is still missing: set PLAYWRIGHT_CHROMIUM_PATH to the Chromium binary.`);
  process.exit(1);
}
