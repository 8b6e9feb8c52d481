export { adminCataloguesRoutes } from './routes';
