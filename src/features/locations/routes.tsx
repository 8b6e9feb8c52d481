import type { RouteObject } from 'react-router-dom';

/** Routes of the locations feature. */
export const locationsRoutes: RouteObject[] = [];
