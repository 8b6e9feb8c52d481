import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { lazyPageRoutes, noHeadingBar } from '@/lib/lazy-page-routes';
import type { RouteHandle } from '@/lib/route-handle';

/** Status screens anyone may see. */
export const statusRoutes: RouteObject[] = [
  { path: 'error', handle: noHeadingBar('Error'), lazy: lazyPage(() => import('./components/error-page')) },
  ...lazyPageRoutes(['unauthorized', 'unauthorized/:code'], noHeadingBar('Not Authorized'), () => import('./components/unauthorized-page')),
];

export const signedInShellRoutes: RouteObject[] = [
  {
    path: 'mobile-nav',
    handle: { title: 'Navigation', helpKey: 'mobile-nav' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./components/mobile-nav-page')),
  },
  {
    path: 'log-viewer',
    handle: { title: 'Log Viewer', helpKey: 'log-viewer' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./components/log-viewer-page')),
  },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  handle: noHeadingBar('Page Not Found'),
  lazy: lazyPage(() => import('./components/not-found-page')),
};
