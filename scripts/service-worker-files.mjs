// Pure part of the service worker's build step (the `productionServiceWorker` plugin in
// vite.config.ts): which files of the build the worker precaches when it installs (the shell) and
// which when the page asks (the rest), and the cache name of the build.

/**
 * Splits the build's output into the shell and the rest, as root-relative URLs.
 *
 * The shell is the page (`/`), the favicon and every chunk whose facade module is one of
 * `shellModules` (paths relative to the project, e.g. `src/main.tsx`) with its static imports,
 * recursively, and the CSS they import. The rest is every other file of the bundle, except the
 * page under its own name (`/` is the page) and Vite's own files (`.vite/`, the manifest).
 *
 * `bundle` is Rolldown's output bundle, or anything of its shape: file name → `{ type: 'chunk',
 * fileName, imports, facadeModuleId, viteMetadata?: { importedCss } }` or `{ type: 'asset', fileName }`.
 */
export function serviceWorkerFiles(bundle, shellModules) {
  const shell = new Set();
  const addChunk = (fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || shell.has(fileName)) return;
    shell.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const imported of chunk.imports ?? []) addChunk(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
  };
  for (const chunk of Object.values(bundle)) {
    const id = chunk.type === 'chunk' ? chunk.facadeModuleId?.replaceAll('\\', '/') : undefined;
    if (id && shellModules.some((module) => id.endsWith(`/${module}`))) addChunk(chunk.fileName);
  }
  const rest = Object.keys(bundle)
    .filter((file) => !file.startsWith('.vite/') && file !== 'index.html' && !shell.has(file))
    .sort()
    .map((file) => `/${file}`);
  return { shell: ['/', '/favicon.svg', ...[...shell].sort().map((file) => `/${file}`)], rest };
}

/** The build's cache: the worker of each build precaches into its own and deletes the others. */
export function serviceWorkerCacheName(version, buildTime) {
  return `fieldline-${version}-${buildTime}`;
}
