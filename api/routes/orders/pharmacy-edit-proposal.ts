/**
 * The pharmacy's answer to a change the supplier proposed (issue 10: a supplier cannot raise a
 * quantity above what was ordered unless the pharmacy accepts). The answer names the proposal it
 * read, so a newer proposal is never accepted by a click on an older one.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PROPOSAL_MESSAGES } from '../../../domain/orders/edit-proposal-messages.ts';
import { findPharmacyOrder } from '../../../db/queries/orders/supplier-orders.ts';
import { orderEditProposals } from '../../../db/schema/index.ts';
import { notFound } from '../../../domain/errors.ts';
import { sendOrderUpdate } from '../../../platform/temporal/orders.ts';
import { answerEditProposalUpdate } from '../../../workflows/orders/messages.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { orderCommandsFor } from './order-commands.ts';
import { IdParam } from './schemas.ts';
import { OrderDetailSchema } from './serializers.ts';

const commands = orderCommandsFor({ actor: 'pharmacy', findOwnOrder: findPharmacyOrder });
const AnswerBody = z.strictObject({ proposal_id: z.uuid('not a valid id') });

const answerRoute = (accept: boolean) =>
  defineRoute({
    method: 'post',
    path: accept ? '/orders/{id}/edit_proposal/accept' : '/orders/{id}/edit_proposal/decline',
    area: 'orders',
    access: ['pharmacy'],
    summary: accept
      ? 'Accept the supplier’s proposed change: it is applied with the order’s money rules'
      : 'Decline the supplier’s proposed change: the order stays as it was',
    request: { params: IdParam, body: AnswerBody },
    responses: {
      200: jsonContent(z.strictObject({ message: z.string(), order: OrderDetailSchema }), 'Answered'),
    },
    problems: [404, 409, 422, 503],
  });

export const pharmacyEditProposalRoutes = createRouter();

for (const accept of [true, false]) {
  addRoute(pharmacyEditProposalRoutes, answerRoute(accept), async (c) => {
    const order = await commands.ownOrder(c, c.req.valid('param').id);
    const proposalId = c.req.valid('json').proposal_id;
    const { db, temporal } = c.get('deps');
    const [proposal] = await db
      .select({ id: orderEditProposals.id })
      .from(orderEditProposals)
      .where(and(eq(orderEditProposals.id, proposalId), eq(orderEditProposals.orderId, order.id)));
    if (!proposal) throw notFound('Proposed change');
    await sendOrderUpdate(
      temporal,
      order,
      answerEditProposalUpdate,
      { proposalId, accept },
      { target: 'modified', updateId: updateIdOf(c, accept ? 'accept-proposal' : 'decline-proposal') },
    );
    const message = (accept ? PROPOSAL_MESSAGES.accepted : PROPOSAL_MESSAGES.declined)(order.number);
    return c.json({ message, order: await commands.detailOf(c, order.id) }, 200);
  });
}
