import type { RouteObject } from 'react-router-dom';

/** Routes of the email-history feature. */
export const emailHistoryRoutes: RouteObject[] = [];
