/** What the composition root may use of the training users module. */
export { trainingUserRoutes } from './routes.ts';
