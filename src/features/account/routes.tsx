import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';
import { loginScreenText } from './model/login-screen-text';

const noHeading = (title: string): RouteHandle => ({ title, headingBar: false });

/** Screens a signed-out visitor may open (login is blocked once signed in). */
export const loginRoutes: RouteObject[] = [
  { path: 'login', handle: noHeading(loginScreenText.heading), lazy: lazyPage(() => import('./components/login-page')) },
];

export const passwordRoutes: RouteObject[] = [
  {
    path: 'forgot-password',
    handle: noHeading('Forgot Password'),
    lazy: lazyPage(() => import('./components/forgot-password-page')),
  },
  {
    path: 'reset-password',
    handle: noHeading('Reset Password'),
    lazy: lazyPage(() => import('./components/reset-password-page')),
  },
  {
    path: 'reset-password/:guid',
    handle: noHeading('Reset Password'),
    lazy: lazyPage(() => import('./components/reset-password-page')),
  },
  {
    path: 'get-started/:guid',
    handle: noHeading('Get Started'),
    lazy: lazyPage(() => import('./components/get-started-page')),
  },
  {
    path: 'get-started/:guid/:email',
    handle: noHeading('Get Started'),
    lazy: lazyPage(() => import('./components/get-started-page')),
  },
];

export const signedInAccountRoutes: RouteObject[] = [
  {
    path: 'landing-page-redirect',
    lazy: lazyPage(() => import('./components/landing-page-redirect-page')),
  },
];
