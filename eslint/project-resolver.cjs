'use strict';
/**
 * Resolves the project's own imports (relative paths and the `@/` and `@mocks/` aliases) to files,
 * for eslint-plugin-boundaries (eslint-module-utils resolver interface 2) and import-x (interface 3).
 * Package imports are left unresolved (`found: false`): the rules here are about the project's own files.
 */
const { existsSync, statSync } = require('node:fs');
const { dirname, resolve } = require('node:path');

const projectRoot = resolve(__dirname, '..');
const aliases = { '@/': resolve(projectRoot, 'src'), '@mocks/': resolve(projectRoot, 'mocks') };
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveProjectImport(source, file) {
  let base = null;
  if (source.startsWith('.')) base = resolve(dirname(file), source);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (source.startsWith(prefix)) base = resolve(target, source.slice(prefix.length));
  }
  if (base === null) return { found: false };
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
}

module.exports = {
  interfaceVersion: 2,
  resolve: resolveProjectImport,
  /** The same resolver in import-x's `resolver-next` shape. */
  path: __filename,
  importX: { interfaceVersion: 3, name: 'fieldline-project-resolver', resolve: resolveProjectImport },
};
