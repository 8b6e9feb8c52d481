/** The pricebook feature's public surface: the pricebook screen's route. */
export { pricebookRoutes } from './routes';
