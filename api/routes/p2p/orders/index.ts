/** P2p orders after placement (issue 13): the seller's sales and payouts, the buyer's panel, DSCSA records, support's disputes. */
import { createRouter } from '../../../contract/router.ts';
import { buyerP2pRoutes } from './buyer-routes.ts';
import { dscsaRoutes } from './dscsa-routes.ts';
import { sellerP2pRoutes } from './seller-routes.ts';
import { supportP2pRoutes } from './support-routes.ts';

export const p2pOrderRoutes = createRouter()
  .route('/', sellerP2pRoutes)
  .route('/', buyerP2pRoutes)
  .route('/', dscsaRoutes)
  .route('/', supportP2pRoutes);
