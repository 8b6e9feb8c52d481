// Pure part of the size budget (scripts/size-budget.mjs): which JS files a route loads according to
// the Vite manifest, their summed size, and whether the route is within its budget.

/**
 * Every JS file that loading `modules` (manifest keys: the entry `index.html`, dynamic modules the
 * app always loads, the route's lazy page) brings in: each chunk's own file and its static imports,
 * recursively, deduplicated. Dynamic imports are not followed (they load later, on demand).
 */
export function routeFiles(manifest, modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no module "${key}"`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files].sort();
}

/**
 * Checks each route of the budget ({ routes: { name: { limitKb, modules, deferred? } } }) against the manifest.
 * `sizeOf(file)` gives a file's size in bytes (gzip in the CLI). 1 kB = 1024 bytes, as in the bench.
 */
export function checkBudgets(manifest, budget, sizeOf) {
  const toKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  return Object.entries(budget.routes).map(([route, { limitKb, modules, deferred = [] }]) => {
    const files = routeFiles(manifest, modules);
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    // Deferred modules load after the first screen: reported, not counted.
    const deferredFiles = routeFiles(manifest, deferred).filter((file) => !files.includes(file));
    const deferredBytes = deferredFiles.reduce((total, file) => total + sizeOf(file), 0);
    return { route, files, bytes, kb: toKb(bytes), limitKb, over: bytes > limitKb * 1024, deferredFiles, deferredKb: toKb(deferredBytes) };
  });
}

/** The largest JS file of the build, minified bytes (`sizeOf` gives raw bytes here). */
export function largestChunk(manifest, sizeOf) {
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  return files.map((file) => ({ file, bytes: sizeOf(file) })).reduce((max, next) => (next.bytes > max.bytes ? next : max), { file: '', bytes: 0 });
}

/** The printed table and one failure line per route over its budget. */
export function formatReport(rows) {
  const lines = [`${'route'.padEnd(14)}${'files'.padStart(6)}${'kB gzip'.padStart(10)}${'budget'.padStart(9)}  result   (deferred, not counted)`];
  for (const row of rows) {
    const deferred = row.deferredFiles?.length ? `   (+${row.deferredKb.toFixed(1)} kB in ${row.deferredFiles.length} files)` : '';
    lines.push(
      `${row.route.padEnd(14)}${String(row.files.length).padStart(6)}${row.kb.toFixed(1).padStart(10)}${String(row.limitKb).padStart(9)}  ${row.over ? 'OVER  ' : 'within'}${deferred}`,
    );
  }
  const failures = rows
    .filter((row) => row.over)
    .map((row) => `Size budget exceeded: the ${row.route} route loads ${row.kb.toFixed(1)} kB of JS gzip, over its budget of ${row.limitKb} kB.`);
  return { table: lines.join('\n'), failures };
}
