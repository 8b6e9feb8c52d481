import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { lazyPageRoutes, noHeadingBar } from '@/lib/lazy-page-routes';
import { loginScreenText } from './model/login-screen-text';

/** Screens a signed-out visitor may open (login is blocked once signed in). */
export const loginRoutes: RouteObject[] = [
  { path: 'login', handle: noHeadingBar(loginScreenText.heading), lazy: lazyPage(() => import('./components/login-page')) },
];

export const passwordRoutes: RouteObject[] = [
  { path: 'forgot-password', handle: noHeadingBar('Forgot Password'), lazy: lazyPage(() => import('./components/forgot-password-page')) },
  ...lazyPageRoutes(['reset-password', 'reset-password/:guid'], noHeadingBar('Reset Password'), () => import('./components/reset-password-page')),
  ...lazyPageRoutes(['get-started/:guid', 'get-started/:guid/:email'], noHeadingBar('Get Started'), () => import('./components/get-started-page')),
];

export const signedInAccountRoutes: RouteObject[] = [
  {
    path: 'landing-page-redirect',
    lazy: lazyPage(() => import('./components/landing-page-redirect-page')),
  },
];
