import type { RouteObject } from 'react-router-dom';

/** Routes of the suppliers feature. */
export const suppliersRoutes: RouteObject[] = [];
