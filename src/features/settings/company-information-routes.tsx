import type { RouteObject } from 'react-router-dom';

/** Routes of the company-information settings area (filled in by its implementation). */
export const companyInformationRoutes: RouteObject[] = [];
