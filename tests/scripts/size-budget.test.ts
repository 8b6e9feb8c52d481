import { describe, expect, it } from 'vitest';
import { checkBudgets, formatReport, largestChunk, routeFiles, type Manifest } from '../../scripts/size-budget-core.mjs';

// index.html loads the shared vendor chunk and (dynamically) the app; the login page statically
// imports the form chunk, which imports vendor again; the dashboard page is lazy and never counted for login.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/app/app.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  'src/app/app.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/login-page.tsx', 'src/dashboard-page.tsx'] },
  'src/login-page.tsx': { file: 'assets/login-page.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/dashboard-page.tsx': { file: 'assets/dashboard-page.js', isDynamicEntry: true, imports: ['_form.js', '_styles.css'] },
  '_styles.css': { file: 'assets/styles.css' },
};

const gzipBytes: Record<string, number> = {
  'assets/index.js': 10 * 1024,
  'assets/vendor.js': 50 * 1024,
  'assets/form.js': 20 * 1024,
  'assets/app.js': 15 * 1024,
  'assets/login-page.js': 5 * 1024,
  'assets/dashboard-page.js': 30 * 1024,
  'assets/styles.css': 99 * 1024,
};
const sizeOf = (file: string) => gzipBytes[file] ?? 0;
const loginModules = ['index.html', 'src/app/app.tsx', 'src/login-page.tsx'];

describe('size budget', () => {
  it('follows static imports recursively, once each, and not the dynamic ones', () => {
    expect(routeFiles(manifest, loginModules)).toEqual(['assets/app.js', 'assets/form.js', 'assets/index.js', 'assets/login-page.js', 'assets/vendor.js']);
  });

  it('passes a route under its budget', () => {
    const [login] = checkBudgets(manifest, { routes: { login: { limitKb: 100, modules: loginModules } } }, sizeOf);
    expect(login).toMatchObject({ route: 'login', kb: 100, over: false });
    expect(formatReport([login!]).failures).toEqual([]);
  });

  it('fails a route over its budget and names its size and budget, without counting CSS', () => {
    const rows = checkBudgets(
      manifest,
      {
        routes: {
          login: { limitKb: 99.9, modules: loginModules },
          dashboard: { limitKb: 200, modules: ['index.html', 'src/app/app.tsx', 'src/dashboard-page.tsx'] },
        },
      },
      sizeOf,
    );
    expect(rows.map((row) => [row.route, row.kb, row.over])).toEqual([
      ['login', 100, true],
      ['dashboard', 125, false],
    ]);
    const report = formatReport(rows);
    expect(report.failures).toEqual(['Size budget exceeded: the login route loads 100.0 kB of JS gzip, over its budget of 99.9 kB.']);
    expect(report.table).toMatch(/login\s+5\s+100\.0\s+99\.9\s+OVER/);
  });

  it('reports deferred modules apart, without counting them', () => {
    const [login] = checkBudgets(manifest, { routes: { login: { limitKb: 100, modules: ['index.html'], deferred: ['src/app/app.tsx'] } } }, sizeOf);
    expect(login).toMatchObject({ kb: 60, over: false, deferredFiles: ['assets/app.js'], deferredKb: 15 });
    expect(formatReport([login!]).table).toMatch(/\(\+15\.0 kB in 1 files\)/);
  });

  it('names a module the manifest does not have', () => {
    expect(() => routeFiles(manifest, ['src/missing.tsx'])).toThrow('The manifest has no module "src/missing.tsx"');
  });

  it('finds the largest JS chunk', () => {
    expect(largestChunk(manifest, sizeOf)).toEqual({ file: 'assets/vendor.js', bytes: 50 * 1024 });
  });
});
