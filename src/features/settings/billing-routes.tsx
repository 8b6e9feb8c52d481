import type { RouteObject } from 'react-router-dom';

/** Routes of the billing settings area (filled in by its implementation). */
export const billingRoutes: RouteObject[] = [];
