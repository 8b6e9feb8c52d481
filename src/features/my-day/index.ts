/** The technician's day (issue 17): My Day, a visit step by step, and the queue of changes waiting to be sent. */
export { myDayRoutes } from './routes';
export { myDayPaths } from './model/my-day-paths';
