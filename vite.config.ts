import { defineConfig, loadEnv, runnerImport, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { serviceWorkerCacheName, serviceWorkerFiles } from './scripts/service-worker-files.mjs';
import { appSecurityHeaders, headersFile, parseHeadersFile } from './mocks/lib/security-headers';
import type * as StaticLoginFrameModule from './src/features/account/components/static-login-frame';
import type * as StaticLoginAppStartModule from './src/features/account/components/static-login-app-start';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Modules whose chunks (with their static imports) make the shell the service worker caches first. */
const SHELL_MODULES = ['src/main.tsx', 'src/app/boot.tsx', 'src/features/account/components/login-page.tsx'];

/**
 * Emits /sw.js, but only for builds that talk to a real API (the demo has no service worker). The
 * worker (src/service-worker/sw.ts, with workbox-routing and workbox-strategies) is bundled by
 * Rolldown into one minified script, with this build's shell, rest and cache name
 * (scripts/service-worker-files.mjs) and the API base put in its place. It precaches the shell (the
 * page, the entry and the login route's chunks) when it installs and the rest of the build when the
 * page asks, once idle after the first load.
 */
function productionServiceWorker(enabled: boolean, apiBase: string | undefined): Plugin {
  return {
    name: 'fieldline-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (!enabled) return;
      const { shell, rest } = serviceWorkerFiles(bundle, SHELL_MODULES);
      const worker = await rolldown({
        input: fileURLToPath(new URL('./src/service-worker/sw.ts', import.meta.url)),
        platform: 'browser',
        tsconfig: fileURLToPath(new URL('./src/service-worker/tsconfig.json', import.meta.url)),
        logLevel: 'warn',
        transform: {
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            __SW_CACHE_NAME__: JSON.stringify(serviceWorkerCacheName(pkg.version, Date.now())),
            __SW_SHELL__: JSON.stringify(shell),
            __SW_REST__: JSON.stringify(rest),
            __SW_API_BASE__: JSON.stringify(apiBase ?? ''),
          },
        },
      });
      try {
        const { output } = await worker.generate({ format: 'iife', minify: true, codeSplitting: false });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: output[0].code });
      } finally {
        await worker.close();
      }
    },
  };
}

/**
 * Puts the static login frame (src/features/account/components/static-login-frame.ts) into
 * index.html, in the dev server and the build, so the login screen paints before the scripts run.
 * In the build, the app's scripts start as static-login-app-start.ts says: at once, or at the first
 * interaction while the frame waits untouched for a signed-out visitor. The modules are loaded
 * through Vite's module runner (the config stays free of app sources). The product name falls back
 * as `src/config/env.ts` does.
 */
function staticLoginFrame(productName: string | undefined, usesRealApi: boolean): Plugin {
  const load = <T>(path: string) =>
    runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'error' }).then(({ module }) => module);
  let modules: Promise<[typeof StaticLoginFrameModule, typeof StaticLoginAppStartModule]> | null = null;
  return {
    name: 'fieldline-static-login-frame',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const [frame, appStart] = await (modules ??= Promise.all([
          load<typeof StaticLoginFrameModule>('./src/features/account/components/static-login-frame.ts'),
          load<typeof StaticLoginAppStartModule>('./src/features/account/components/static-login-app-start.ts'),
        ]));
        const page = frame.injectStaticLoginFrame(html, { productName: productName?.trim() || 'Fieldline', version: pkg.version });
        // The build's entry script and preloads start as the frame allows (the dev server's run as they are).
        return context.bundle ? appStart.startAppOnFirstUse(page, { mockControl: !usesRealApi }) : page;
      },
    },
  };
}

/**
 * Security headers (docs/deploying.md): the build writes them to `_headers` in its folder (the
 * Content-Security-Policy allows index.html's inline scripts by their hashes, computed from the built
 * page, and calls to the API base), and `vite preview` serves every answer with them. The dev server
 * sends none (its module graph, HMR client and React refresh preamble need other rules).
 */
function securityHeaders(apiBase: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'fieldline-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      writeFileSync(join(options.dir ?? outDir, '_headers'), headersFile(appSecurityHeaders({ html, apiBase })));
    },
    configurePreviewServer(server) {
      const built = join(outDir, '_headers');
      const page = join(outDir, 'index.html');
      // A build from before the headers file: worked out from its index.html and this environment.
      const headers = existsSync(built)
        ? parseHeadersFile(readFileSync(built, 'utf8'))
        : existsSync(page)
          ? appSecurityHeaders({ html: readFileSync(page, 'utf8'), apiBase })
          : {};
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * react-router's package exports name only its development build (dev warnings on), whatever the
 * mode; production builds point the bare specifiers at the production build beside it.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * Chunk groups (Rolldown `codeSplitting`) for the libraries every route loads: react, MUI base (MUI,
 * emotion and their helpers) and vendor (router, axios, TanStack Query, react-hook-form). Only
 * modules in the static import closure of main.tsx and app.tsx join MUI base and vendor, so a
 * component or library that one lazy screen uses stays with that screen. zod stays with automatic
 * chunking: the login route loads zod/mini, and its classic API must not ride along.
 */
function chunkGroups(): Rolldown.CodeSplittingOptions {
  const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const roots = ['./src/main.tsx', './src/app/boot.tsx'].map(source);
  // The signed-in shell's navigation and the first signed-in screen (every signed-in route shows the one).
  const signedInRoots = ['./src/features/shell/components/signed-in-nav.tsx', './src/features/dashboard/components/dashboard-page.tsx'].map(source);
  const closures = new Map<string, Set<string>>();
  /** Every module that `from` imports statically, directly or not (worked out once per build). */
  const closure = (key: string, from: string[], ctx: Rolldown.ChunkingContext): Set<string> => {
    let found = closures.get(key);
    if (!found) {
      found = new Set();
      const stack = [...from];
      while (stack.length) {
        const next = stack.pop()!;
        if (found.has(next)) continue;
        found.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      closures.set(key, found);
    }
    return found;
  };
  const loadedByEveryRoute = (id: string, ctx: Rolldown.ChunkingContext) => closure('every route', roots, ctx).has(id);
  const loginRoots = ['./src/features/account/components/login-page.tsx'].map(source);
  // Not what the login screen loads too: that would put the whole group on the login route.
  const loadedSignedIn = (id: string, ctx: Rolldown.ChunkingContext) =>
    closure('signed in', signedInRoots, ctx).has(id) && !closure('login', loginRoots, ctx).has(id);
  const muiBase = /node_modules[\\/](@mui|@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is|clsx|prop-types|react-transition-group)[\\/]/;
  const zod = /node_modules[\\/]zod[\\/]/;
  const appSource = (id: string) => id.startsWith(source('./src/'));
  return {
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
      { debugName: 'mui-base', name: (id, ctx) => (muiBase.test(id) && loadedByEveryRoute(id, ctx) ? 'mui-base' : null), priority: 3 },
      { debugName: 'vendor', name: (id, ctx) => (id.includes('node_modules') && !zod.test(id) && loadedByEveryRoute(id, ctx) ? 'vendor' : null), priority: 2 },
      // The app's own modules that every route loads (shell, API client, auth, query layer, theme):
      // one chunk instead of a dozen small ones that compress worse (about 7 kB gzip on the dashboard).
      { debugName: 'app-core', name: (id, ctx) => (appSource(id) && !roots.includes(id) && loadedByEveryRoute(id, ctx) ? 'app-core' : null), priority: 1 },
      // The MUI components of the signed-in navigation and the dashboard (menus, lists, selects,
      // cards, chips): nearly every signed-in screen uses them, so one chunk, not twenty.
      {
        debugName: 'mui-signed-in',
        name: (id, ctx) => (muiBase.test(id) && loadedSignedIn(id, ctx) ? 'mui-signed-in' : null),
        priority: 0,
        // Its dependencies that the login screen also loads (the input, the label) stay out of it.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const usesRealApi = Boolean(env.VITE_API_BASE_URL);
  return {
    plugins: [
      react(),
      staticLoginFrame(env.VITE_PRODUCT_NAME, usesRealApi),
      productionServiceWorker(usesRealApi, env.VITE_API_BASE_URL),
      securityHeaders(env.VITE_API_BASE_URL),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        ...(mode === 'production' ? reactRouterProductionBuild : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    build: {
      outDir: env.VITE_OUT_DIR || 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 500,
      manifest: true,
      // Browsers without modulepreload (Safari before 17) still load every chunk, only unpreloaded.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting: chunkGroups() },
        // @emotion/react imports hoist-non-react-statics (CommonJS, with its own react-is) only for
        // withTheme, which nothing here uses; its bare side-effect import kept all of it in MUI base.
        treeshake: { moduleSideEffects: (id) => !/node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) },
      },
    },
  };
});
