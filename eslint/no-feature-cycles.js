import { resolve } from 'node:path';
import { buildFeatureGraph, featureOfFile, featureOfImport, findFeaturePath } from './feature-graph.js';

const GRAPH_TTL_MS = 5_000;
const graphs = new Map();

/** The feature graph, read from disk at most every few seconds (one lint run reads it once). */
function graphOf(featuresDir, aliasRoot) {
  const cached = graphs.get(featuresDir);
  if (cached && Date.now() - cached.builtAt < GRAPH_TTL_MS) return cached.graph;
  const graph = buildFeatureGraph(featuresDir, aliasRoot);
  graphs.set(featuresDir, { graph, builtAt: Date.now() });
  return graph;
}

/**
 * Feature-level cycles: feature A may use feature B only when nothing in B (or in what B uses)
 * leads back to A. File-level cycle rules miss these (A/x → B/index → B/y → A/index → A/z).
 */
export const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between features (src/features/<name>).' },
    schema: [
      {
        type: 'object',
        properties: { featuresDir: { type: 'string' }, aliasRoot: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Feature "{{from}}" uses "{{to}}", and "{{to}}" leads back to "{{from}}" ({{path}}). Move what both need to src/lib or src/components, or pass it in from the app.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const featuresDir = resolve(context.cwd, options.featuresDir ?? 'src/features');
    const aliasRoot = resolve(context.cwd, options.aliasRoot ?? 'src');
    const from = featureOfFile(featuresDir, context.filename);
    if (!from) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = featureOfImport(featuresDir, context.filename, source, aliasRoot);
      if (!to || to === from) return;
      const back = findFeaturePath(graphOf(featuresDir, aliasRoot), to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
