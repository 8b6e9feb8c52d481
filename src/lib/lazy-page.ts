import type { ComponentType } from 'react';

/** A route's `lazy` for a page module whose default export is the page component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
