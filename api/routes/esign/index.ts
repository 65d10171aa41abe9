/** The product's own e-signature (issue 12): signing requests, the signing page, verified downloads. */
export { esignRoutes } from './routes.ts';
