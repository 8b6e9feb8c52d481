import type { RouteObject } from 'react-router-dom';
import { routeTable } from './router';
import { signedInRoutes } from './signed-in-routes';

/**
 * The whole route table at once, for tests and route checks. The app's router (router.tsx) starts
 * without the signed-in routes besides the dashboard and loads them on demand.
 */
export const routes: RouteObject[] = routeTable(signedInRoutes);
