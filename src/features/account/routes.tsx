import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/features/shell';

const noHeading = (title: string): RouteHandle => ({ title, headingBar: false });

/** Screens a signed-out visitor may open (login is blocked once signed in). */
export const loginRoutes: RouteObject[] = [
  { path: 'login', handle: noHeading('Log In'), lazy: async () => ({ Component: (await import('./components/login-page')).default }) },
];

export const passwordRoutes: RouteObject[] = [
  {
    path: 'forgot-password',
    handle: noHeading('Forgot Password'),
    lazy: async () => ({ Component: (await import('./components/forgot-password-page')).default }),
  },
  {
    path: 'reset-password',
    handle: noHeading('Reset Password'),
    lazy: async () => ({ Component: (await import('./components/reset-password-page')).default }),
  },
  {
    path: 'reset-password/:guid',
    handle: noHeading('Reset Password'),
    lazy: async () => ({ Component: (await import('./components/reset-password-page')).default }),
  },
  {
    path: 'get-started/:guid',
    handle: noHeading('Get Started'),
    lazy: async () => ({ Component: (await import('./components/get-started-page')).default }),
  },
  {
    path: 'get-started/:guid/:email',
    handle: noHeading('Get Started'),
    lazy: async () => ({ Component: (await import('./components/get-started-page')).default }),
  },
];

export const signedInAccountRoutes: RouteObject[] = [
  {
    path: 'landing-page-redirect',
    lazy: async () => ({ Component: (await import('./components/landing-page-redirect-page')).default }),
  },
];
