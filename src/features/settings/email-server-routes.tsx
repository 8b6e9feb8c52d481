import type { RouteObject } from 'react-router-dom';

/** Routes of the email-server settings area (filled in by its implementation). */
export const emailServerRoutes: RouteObject[] = [];
