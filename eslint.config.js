import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = dirname(fileURLToPath(import.meta.url));
const aliases = { '@/': resolvePath(projectRoot, 'src'), '@mocks/': resolvePath(projectRoot, 'mocks') };
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Resolves the project's own imports (relative and the @/ and @mocks/ aliases) for import-x. */
const projectResolver = {
  interfaceVersion: 3,
  name: 'fieldline-project-resolver',
  resolve(source, file) {
    let base = null;
    if (source.startsWith('.')) base = resolvePath(dirname(file), source);
    for (const [prefix, target] of Object.entries(aliases)) {
      if (source.startsWith(prefix)) base = resolvePath(target, source.slice(prefix.length));
    }
    if (base === null) return { found: false };
    for (const extension of extensions) {
      const candidate = base + extension;
      if (existsSync(candidate) && statSync(candidate).isFile()) return { found: true, path: candidate };
    }
    return { found: false };
  },
};

const featureNames = [
  'account', 'admin', 'customers', 'dashboard', 'diagnostics', 'documents', 'feedback', 'intake', 'jobs',
  'notes', 'portal', 'preferences', 'pricebook', 'reports', 'resources', 'schedule', 'settings', 'shell',
  'tasks', 'timesheet', 'email-history', 'locations', 'suppliers', 'tour', 'forms',
];

/** A feature reaches another feature only through its public index.ts. */
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...featureNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Use the other feature only through its index.ts.',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'bench', 'scripts/sw-template.js', '**/*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [projectResolver],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared folders never import features or the app.
            { target: ['./src/components', './src/lib', './src/config'], from: ['./src/features', './src/app'], message: 'Shared code must not import features or the app.' },
            { target: './src/features', from: './src/app', message: 'Features must not import the app.' },
            ...featureZones,
            // The mock backend may use the client's schemas and constants, never React code.
            { target: './mocks', from: ['./src/app', './src/features', './src/components'], message: 'mocks/ may import schemas and types from src/, never React code.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/icons-material', message: 'Import each icon by path: @mui/icons-material/IconName.' }],
        },
      ],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'mocks/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Named exports everywhere except lazy route modules (a feature's components/*-page.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/*/components/*-page.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports (default exports are for lazy route modules only).' }],
    },
  },
  {
    files: ['e2e/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
