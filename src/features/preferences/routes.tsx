import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Preferences', helpKey: 'preferences' };
const preferencesPage = lazyPage(() => import('./components/preferences-page'));

/**
 * The Preferences screen's routes, children of the settings layout: `settings` itself and
 * `settings/preferences`. The screen's code loads only when one of them opens.
 */
export const preferencesRoutes: RouteObject[] = [
  { index: true, handle, lazy: preferencesPage },
  { path: 'preferences', handle, lazy: preferencesPage },
];
