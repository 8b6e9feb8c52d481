/**
 * react-big-calendar's drag-and-drop addon is CommonJS. Vite 8 bundles its default export one level
 * deeper than TypeScript's types say (`module.default.default`); the dev server and Vitest give it at
 * `module.default`. This finds it either way (DESIGN §8).
 */
export function dragAndDropExport<T>(module: { default?: T | { default?: T } }): T {
  const first = module.default as (T & { default?: T }) | undefined;
  const found = first && typeof first === 'object' && 'default' in first && first.default ? first.default : first;
  if (typeof found !== 'function') throw new Error('The react-big-calendar drag-and-drop addon did not load.');
  return found as T;
}
