import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './model/route-handle';

const statusScreen = (title: string): RouteHandle => ({ title, headingBar: false });

/** Status screens anyone may see. */
export const statusRoutes: RouteObject[] = [
  { path: 'error', handle: statusScreen('Error'), lazy: async () => ({ Component: (await import('./components/error-page')).default }) },
  {
    path: 'unauthorized',
    handle: statusScreen('Not Authorized'),
    lazy: async () => ({ Component: (await import('./components/unauthorized-page')).default }),
  },
  {
    path: 'unauthorized/:code',
    handle: statusScreen('Not Authorized'),
    lazy: async () => ({ Component: (await import('./components/unauthorized-page')).default }),
  },
];

export const signedInShellRoutes: RouteObject[] = [
  {
    path: 'mobile-nav',
    handle: { title: 'Navigation', helpKey: 'mobile-nav' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/mobile-nav-page')).default }),
  },
  {
    path: 'log-viewer',
    handle: { title: 'Log Viewer', helpKey: 'log-viewer' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/log-viewer-page')).default }),
  },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  handle: statusScreen('Page Not Found'),
  lazy: async () => ({ Component: (await import('./components/not-found-page')).default }),
};
