/** The administration feature's public surface. */
export { adminRoutes } from './routes';
