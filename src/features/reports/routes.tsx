import type { RouteObject } from 'react-router-dom';

/** Routes of the reports feature. */
export const reportsRoutes: RouteObject[] = [];
