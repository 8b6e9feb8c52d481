import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded component whose code can be loaded ahead of its first render. */
export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code (once); resolves when it has loaded. */
  preload: () => Promise<void>;
}

/**
 * Like `React.lazy`, but once `preload()` has loaded the code, a new mount renders the component at
 * once. (A `lazy` component suspends on its first render even when its code is already there, and
 * React then holds the Suspense boundary's content back for up to 300 ms before showing it.) Each
 * mount keeps the type it started with, so a mount made before the code arrived is never remounted.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (a lost connection) can be tried again by the next render or preload.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  Preloadable.preload = () => start().then(() => undefined);
  return Preloadable;
}
