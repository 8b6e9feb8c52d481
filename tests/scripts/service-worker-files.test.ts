import { describe, expect, it } from 'vitest';
import { serviceWorkerCacheName, serviceWorkerFiles, type BundleLike } from '../../scripts/service-worker-files.mjs';

const SHELL_MODULES = ['src/main.tsx', 'src/app/boot.tsx', 'src/features/account/components/login-page.tsx'];

// main.tsx imports react; boot.tsx (lazy) imports app-core with its CSS; the login page imports the
// form chunk, which imports react again; the dashboard page is lazy and not part of the shell.
const bundle: BundleLike = {
  'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', facadeModuleId: '/repo/src/main.tsx', imports: ['assets/react-1.js'] },
  'assets/react-1.js': { type: 'chunk', fileName: 'assets/react-1.js', facadeModuleId: null, imports: [] },
  'assets/boot-1.js': {
    type: 'chunk',
    fileName: 'assets/boot-1.js',
    facadeModuleId: 'C:\\repo\\src\\app\\boot.tsx',
    imports: ['assets/app-core-1.js'],
    viteMetadata: { importedCss: new Set(['assets/boot-1.css']) },
  },
  'assets/app-core-1.js': { type: 'chunk', fileName: 'assets/app-core-1.js', facadeModuleId: null, imports: ['assets/react-1.js'] },
  'assets/login-page-1.js': {
    type: 'chunk',
    fileName: 'assets/login-page-1.js',
    facadeModuleId: '/repo/src/features/account/components/login-page.tsx',
    imports: ['assets/form-1.js'],
  },
  'assets/form-1.js': { type: 'chunk', fileName: 'assets/form-1.js', facadeModuleId: null, imports: ['assets/react-1.js'] },
  'assets/dashboard-page-1.js': {
    type: 'chunk',
    fileName: 'assets/dashboard-page-1.js',
    facadeModuleId: '/repo/src/features/dashboard/components/dashboard-page.tsx',
    imports: ['assets/form-1.js', 'assets/charts-1.js'],
  },
  'assets/charts-1.js': { type: 'chunk', fileName: 'assets/charts-1.js', facadeModuleId: null, imports: [] },
  'assets/boot-1.css': { type: 'asset', fileName: 'assets/boot-1.css' },
  'assets/logo-1.png': { type: 'asset', fileName: 'assets/logo-1.png' },
  'index.html': { type: 'asset', fileName: 'index.html' },
  '.vite/manifest.json': { type: 'asset', fileName: '.vite/manifest.json' },
};

describe('serviceWorkerFiles', () => {
  it('puts the page, the favicon and the shell modules with their static imports and CSS in the shell', () => {
    expect(serviceWorkerFiles(bundle, SHELL_MODULES).shell).toEqual([
      '/',
      '/favicon.svg',
      '/assets/app-core-1.js',
      '/assets/boot-1.css',
      '/assets/boot-1.js',
      '/assets/form-1.js',
      '/assets/index-1.js',
      '/assets/login-page-1.js',
      '/assets/react-1.js',
    ]);
  });

  it("puts every other file in the rest, without index.html (the shell's `/`) or Vite's own files", () => {
    expect(serviceWorkerFiles(bundle, SHELL_MODULES).rest).toEqual(['/assets/charts-1.js', '/assets/dashboard-page-1.js', '/assets/logo-1.png']);
  });

  it('lists each file once, in the shell or the rest', () => {
    const { shell, rest } = serviceWorkerFiles(bundle, SHELL_MODULES);
    const all = [...shell, ...rest];
    expect(new Set(all).size).toBe(all.length);
    // The bundle's 10 files besides index.html and the manifest, with `/` and the favicon.
    expect(all).toHaveLength(12);
  });

  it('matches a shell module by its whole path, not a suffix of a file name', () => {
    const lookalike: BundleLike = {
      'assets/my-main-1.js': { type: 'chunk', fileName: 'assets/my-main-1.js', facadeModuleId: '/repo/src/my-main.tsx', imports: [] },
    };
    expect(serviceWorkerFiles(lookalike, ['main.tsx'])).toEqual({ shell: ['/', '/favicon.svg'], rest: ['/assets/my-main-1.js'] });
  });
});

describe('serviceWorkerCacheName', () => {
  it('names a cache per build: the version and the build time', () => {
    expect(serviceWorkerCacheName('0.1.0', 1700000000000)).toBe('fieldline-0.1.0-1700000000000');
  });
});
