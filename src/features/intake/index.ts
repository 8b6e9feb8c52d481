/** The intake feature's public surface. */
export { intakeRoutes } from './routes';
