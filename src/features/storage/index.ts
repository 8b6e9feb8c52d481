/** The storage feature's public surface: the Images and Files screen's routes (the settings layout holds them). */
export { storageRoutes } from './routes';
