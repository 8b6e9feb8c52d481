import type { RouteObject } from 'react-router-dom';

/** Routes of the demo feature. */
export const demoRoutes: RouteObject[] = [];
