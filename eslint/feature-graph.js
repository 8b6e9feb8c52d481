import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const sourceFile = /\.(ts|tsx|js|mjs)$/;

/** The feature folders under `featuresDir`, read from disk (never typed by hand). */
export function featureNames(featuresDir) {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory()).sort();
}

/** The feature a file belongs to, or `null` when it is not inside `featuresDir`. */
export function featureOfFile(featuresDir, file) {
  const path = relative(featuresDir, resolve(file));
  if (path.startsWith('..') || path === '' || !path.includes(sep)) return null;
  return path.split(sep)[0];
}

/**
 * The feature an import in `file` reaches: `@/features/<name>/…` or a relative path into another
 * feature folder. `null` for anything else (lib, components, packages).
 */
export function featureOfImport(featuresDir, file, source, aliasRoot) {
  if (source.startsWith('@/features/')) return source.slice('@/features/'.length).split('/')[0] || null;
  if (aliasRoot && source.startsWith('@/')) return featureOfFile(featuresDir, join(aliasRoot, source.slice(2), 'x'));
  if (!source.startsWith('.')) return null;
  return featureOfFile(featuresDir, join(resolve(dirname(file), source), 'x'));
}

function filesBelow(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(path));
    else if (sourceFile.test(entry.name)) found.push(path);
  }
  return found;
}

/** Which features each feature imports (type-only imports included: they couple features too). */
export function buildFeatureGraph(featuresDir, aliasRoot) {
  const graph = new Map();
  for (const name of featureNames(featuresDir)) {
    const uses = new Set();
    for (const file of filesBelow(join(featuresDir, name))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const target = featureOfImport(featuresDir, file, match[1], aliasRoot);
        if (target && target !== name) uses.add(target);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** A path of features from `start` to `goal` (both included), or `null` when there is none. */
export function findFeaturePath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const path = [];
      for (let step = goal; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}
