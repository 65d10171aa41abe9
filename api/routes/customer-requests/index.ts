/** Customer requests (issue 11): the pharmacy asks, the supplier decides through the request's workflow. */
import { createRouter } from '../../contract/router.ts';
import { decisionRoutes } from './decision-routes.ts';
import { requestRoutes } from './request-routes.ts';

export const customerRequestRoutes = createRouter().route('/', requestRoutes).route('/', decisionRoutes);
