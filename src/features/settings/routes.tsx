import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { preferencesRoutes } from '@/features/preferences';

/**
 * The settings pages inside their layout (left navigation). `settings` and `settings/preferences`
 * show Preferences for every signed-in user. The administrator pages (settings/company-information,
 * ...) join the layout's children when they are built; until then, and for any unknown category,
 * the address falls through to Page Not Found.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: lazyPage(() => import('./components/settings-layout-page')),
    children: [...preferencesRoutes],
  },
];
