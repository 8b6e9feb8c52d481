import type { RouteObject } from 'react-router-dom';

/** Routes of the credit-card-payments settings area (filled in by its implementation). */
export const creditCardPaymentsRoutes: RouteObject[] = [];
