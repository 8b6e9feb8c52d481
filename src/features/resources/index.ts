/** The resources feature's public surface: its routes (list, view, edit, add). */
export { resourcesRoutes } from './routes';
