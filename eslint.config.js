import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import boundaries from 'eslint-plugin-boundaries';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureBoundaryPolicies, layerElements } from './eslint/layers.js';
import { noFeatureCycles } from './eslint/no-feature-cycles.js';

const projectRoot = dirname(fileURLToPath(import.meta.url));
const projectResolver = createRequire(import.meta.url)('./eslint/project-resolver.cjs');

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'bench', '**/*.tmp.mjs', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: projectRoot },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile, '@tanstack/query': pluginQuery },
    settings: {
      'import-x/resolver-next': [projectResolver.importX],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
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
    // Layers (DESIGN §2): app → features → components/lib/config; a feature uses another only
    // through its index.ts; shared folders never import features; mocks use src/lib and src/config
    // (schemas, types and pure modules), never React code. Features are read from the folder.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { boundaries, fieldline: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    settings: {
      'import/resolver': { [projectResolver.path]: {} },
      'boundaries/elements': layerElements,
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: featureBoundaryPolicies }],
      'fieldline/no-feature-cycles': 'error',
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'], message: 'mocks/ never imports React code.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The first field of a dialog or of a page opened to type into takes focus on purpose (MUI's
      // components pass it on); plain DOM elements must not grab focus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
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
