/**
 * A wholesaler acknowledges a customer's location-change notice (issue 23: "every wholesaler that
 * approved the pharmacy gets the location-change notice and acknowledges it"). Scoped to the
 * supplier's own customer with a notice; any other id is not found.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerNoticeAcks, supplierCustomers } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';

/** Records the supplier's acknowledgement of the customer's latest move. */
export async function acknowledgeLocationChangeAsSupplier(
  db: Database,
  input: { supplierAccountId: string; customerId: string; now: Date },
): Promise<void> {
  const [ack] = await db
    .select({ id: customerNoticeAcks.id })
    .from(customerNoticeAcks)
    .innerJoin(supplierCustomers, eq(supplierCustomers.id, customerNoticeAcks.supplierCustomerId))
    .where(
      and(
        eq(customerNoticeAcks.supplierCustomerId, input.customerId),
        eq(supplierCustomers.supplierAccountId, input.supplierAccountId),
        isNotNull(customerNoticeAcks.locationChangedAt),
      ),
    );
  if (!ack) throw notFound('Location change notice');
  await db
    .update(customerNoticeAcks)
    .set({ locationChangeSupplierAckedAt: input.now })
    .where(eq(customerNoticeAcks.id, ack.id));
}
