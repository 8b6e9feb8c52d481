/** The schedule feature's public surface: its route. */
export { scheduleRoutes } from './routes';
