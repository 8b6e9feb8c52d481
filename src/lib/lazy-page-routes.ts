import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';

/** A screen that carries its own heading (sign-in and status screens): the shell shows no heading bar. */
export function noHeadingBar(title: string): RouteHandle {
  return { title, headingBar: false };
}

/**
 * One lazily loaded page at several paths with one handle: a path with an optional parameter
 * (`reset-password` and `reset-password/:guid`).
 */
export function lazyPageRoutes(paths: readonly string[], handle: RouteHandle, load: () => Promise<{ default: ComponentType }>): RouteObject[] {
  const lazy = lazyPage(load);
  return paths.map((path) => ({ path, handle, lazy }));
}
