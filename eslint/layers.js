/**
 * The project's layers for eslint-plugin-boundaries (DESIGN §2). Every folder under src/features is a
 * feature (captured as `feature`), so a new feature is covered without editing this file.
 */
export const layerElements = [
  { type: 'entry', pattern: 'src/main.tsx', mode: 'file' },
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'config', pattern: 'src/config' },
  { type: 'mocks', pattern: 'mocks' },
  // The real-API build's service worker (its own bundle, WebWorker types): nothing else imports it.
  { type: 'service-worker', pattern: 'src/service-worker' },
];

const from = (type) => ({ element: { type } });
const toTypes = (...types) => ({ to: { element: { types } } });

export const featureBoundaryPolicies = [
  { from: from('entry'), allow: toTypes('app', 'lib', 'config', 'mocks') },
  { from: from('app'), allow: toTypes('app', 'feature', 'components', 'lib', 'config') },
  { from: from('feature'), allow: toTypes('components', 'lib', 'config') },
  // Inside one feature, anything goes.
  { from: from('feature'), allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
  // Another feature only through its public surface.
  { from: from('feature'), allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
  { from: from('components'), allow: toTypes('components', 'lib', 'config') },
  { from: from('lib'), allow: toTypes('lib', 'config') },
  { from: from('config'), allow: toTypes('config', 'lib') },
  // The mock backend shares the client's schemas, endpoint paths and pure modules, never React code.
  { from: from('mocks'), allow: toTypes('mocks', 'config') },
  { from: from('mocks'), allow: { to: { element: { type: 'lib', fileInternalPath: '**/*.ts' } } } },
  // The service worker imports only its own modules (and workbox).
  { from: from('service-worker'), allow: toTypes('service-worker') },
];
