import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Notes', helpKey: 'notes' };

/** notes: every signed-in user; the list holds the sources the user may read (spec 1 §2, Work menu). */
export const notesRoutes: RouteObject[] = [{ path: 'notes', handle, lazy: lazyPage(() => import('./components/notes-page')) }];
