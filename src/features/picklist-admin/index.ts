export { picklistAdminRoutes } from './routes';
