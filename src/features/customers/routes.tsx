import type { RouteObject } from 'react-router-dom';

/** Spec: `customers` and `customers/view/{context}` need CUST_R, edit CUST_U, add CUST_C. */
export const customersRoutes: RouteObject[] = [];
