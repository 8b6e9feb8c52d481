/** The customer portal (issue 18): public pages where a customer answers a proposal or pays an invoice from an emailed link. */
export { portalRoutes } from './routes';
