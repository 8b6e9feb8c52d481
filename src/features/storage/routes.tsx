import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Images and Files', helpKey: 'images-files' };

/**
 * Images and Files (disk usage, images and files), at settings/images-files: the settings routes place
 * it inside their layout and guard it (administrators).
 */
export const storageRoutes: RouteObject[] = [
  { path: 'images-files', handle, lazy: lazyPage(() => import('./components/images-files-page')) },
];
