import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Pricebook', helpKey: 'pricebook' };

/** Spec 1 §2: `pricebook` is for administrators; the page is its own lazy chunk (the spreadsheet library loads on Export only). */
export const pricebookRoutes: RouteObject[] = [guardedRoute('ADMINISTRATOR', { path: 'pricebook', handle, lazy: lazyPage(() => import('./components/pricebook-page')) })];
