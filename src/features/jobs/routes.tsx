import type { RouteObject } from 'react-router-dom';

/** Spec 2 §2: `jobs/add` and `jobs/add/{customerContext}` need JOB_C. */
export const jobsRoutes: RouteObject[] = [];
