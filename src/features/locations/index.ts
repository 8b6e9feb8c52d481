/** The locations feature's public surface. */
export { locationsRoutes } from './routes';
