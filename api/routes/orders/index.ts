/** Orders, both sides: the pharmacy's orders and their fulfilment, and the supplier's orders (issue 4). */
import { createRouter } from '../../contract/router.ts';
import { pharmacyEditProposalRoutes } from './pharmacy-edit-proposal.ts';
import { pharmacyFulfilmentRoutes } from './pharmacy-fulfilment.ts';
import { pharmacyOrderActionRoutes } from './pharmacy-order-actions.ts';
import { pharmacyOrderRoutes } from './pharmacy-orders.ts';
import { supplierOrderRoutes } from './supplier-orders.ts';

export const orderRoutes = createRouter()
  .route('/', pharmacyOrderRoutes)
  .route('/', pharmacyOrderActionRoutes)
  .route('/', pharmacyFulfilmentRoutes)
  .route('/', pharmacyEditProposalRoutes)
  .route('/', supplierOrderRoutes);
