import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Images and Files', helpKey: 'images-files' };

/** settings/images-files (administrators; the settings routes guard it): disk usage, images and files. */
export const imagesFilesRoutes: RouteObject[] = [
  { path: 'images-files', handle, lazy: lazyPage(() => import('./components/images-files-page')) },
];
