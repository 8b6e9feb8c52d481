/** The jobs feature's public surface. */
export { jobsRoutes } from './routes';
export type { JobPrefill } from './model/job-prefill';
export { jobKeys } from './api/job-keys';
