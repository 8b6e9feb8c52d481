// The bench's build and servers: the real-API production build, a static server for it, the HTTP
// mock server behind it, and fresh sessions from that server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiOrigin, config, HOST, ROOT } from './config.mjs';

/** Builds the app for the HTTP mock server's address into `config.outDir`. */
export function build() {
  execSync('npx vite build --logLevel warn', {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `${apiOrigin}/api/`,
      VITE_BILLING_HOSTS: `billing.stripe.com,${HOST}:${config.apiPort}`,
      VITE_OUT_DIR: config.outDir,
    },
  });
}

const types = { '.js': 'text/javascript', '.html': 'text/html', '.svg': 'image/svg+xml', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };

/** Serves the build (unknown paths answer index.html, as a hash-routed app needs none). */
export function serveStatic() {
  const root = config.outDir;
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.webPort, HOST, () => resolve(server));
  });
}

/** Starts the HTTP mock server with the bench's seed and the guided tours completed (a returning user). */
export function startApi() {
  // The API runs at a higher priority than the browser: in use it is another machine, and here
  // Chromium's CPU throttling busy-waits (an idle page throttled 4x keeps a core about 85 % busy), so
  // two throttled tabs on a two-core machine would starve it (answers of 5 ms took 250-500 ms).
  // `nice` runs the server unchanged where it may not raise the priority (it warns and goes on).
  const child = spawn('nice', ['-n', '-10', join(ROOT, 'node_modules', '.bin', 'tsx'), 'mocks/http-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: String(config.apiPort), MOCK_SEED: config.seed, MOCK_COMPLETE_GUIDED_TOURS: '1', MOCK_LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let seedBuildMs = null;
    child.stdout.on('data', (chunk) => {
      const text = String(chunk);
      // The server prints how long the large seed took to build (in Node, unthrottled).
      const built = /Large seed built in (\d+) ms/.exec(text);
      if (built) seedBuildMs = Number(built[1]);
      if (text.includes('Mock API listening')) resolve({ child, startMs: Date.now() - started, seedBuildMs });
    });
    child.on('exit', (code) => reject(new Error(`the mock API exited with ${code} (is port ${config.apiPort} free?)`)));
  });
}

/** Stops the mock server started above and waits for it to exit. */
export function stopApi(api) {
  if (!api || api.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    api.child.once('exit', () => resolve());
    api.child.kill('SIGTERM');
  });
}

/**
 * A fresh refresh token for `username`: `POST /__mock/sign-in` where the mock server has it, else the
 * login call. Refresh tokens are single use, so every fresh page needs one of its own.
 */
export async function refreshToken({ username, password }) {
  const post = (url, body) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let answer = await post(`${apiOrigin}/__mock/sign-in`, { username });
  if (answer.status === 404) answer = await post(`${apiOrigin}/api/UserAuthentication/Authenticate`, { username, password });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok || !body.refreshToken) throw new Error(`The mock server did not sign ${username} in (${answer.status})`);
  return body.refreshToken;
}

/** Gzip bytes (level 6) of a file of the build, by its URL path. */
export function gzipBytes(urlPath) {
  return gzipSync(readFileSync(join(config.outDir, urlPath)), { level: 6 }).length;
}

/** The largest JS chunk of the build, minified bytes. */
export function largestChunk() {
  const assets = join(config.outDir, 'assets');
  const [largest] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  return largest;
}
