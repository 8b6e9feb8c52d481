import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const statusScreen = (title: string): RouteHandle => ({ title, headingBar: false });

/** Status screens anyone may see. */
export const statusRoutes: RouteObject[] = [
  { path: 'error', handle: statusScreen('Error'), lazy: lazyPage(() => import('./components/error-page')) },
  {
    path: 'unauthorized',
    handle: statusScreen('Not Authorized'),
    lazy: lazyPage(() => import('./components/unauthorized-page')),
  },
  {
    path: 'unauthorized/:code',
    handle: statusScreen('Not Authorized'),
    lazy: lazyPage(() => import('./components/unauthorized-page')),
  },
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
  handle: statusScreen('Page Not Found'),
  lazy: lazyPage(() => import('./components/not-found-page')),
};
