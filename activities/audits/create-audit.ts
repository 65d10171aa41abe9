/**
 * A pharmacy opens an audit (issue 11; POST /wholesalers/audits): in one transaction the auditor
 * is found (an existing company) or added (a new one, by name, matched case-insensitively), the
 * wholesaler checked to be one the pharmacy buys from, and the audit row written with its
 * deadline. The caller then starts the workflow `audit:<id>` and marks it started (outbox).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditors, audits, supplierCustomers } from '../../db/schema/index.ts';
import { AUDIT_MESSAGES, auditDueAt, type NewAudit } from '../../domain/audits/new-audit.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const refuse = (field: string, message: string) =>
  new DomainError('AUDIT_INVALID', message, {
    fields: { [field]: [message] },
    message: `${field}: ${message}`,
  });

async function auditorIdOf(tx: Tx, caller: Caller, body: NewAudit): Promise<string> {
  if (body.existing_company) {
    const [found] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(eq(auditors.id, body.auditor_id!));
    if (!found) throw refuse('auditor_id', AUDIT_MESSAGES.unknownAuditor);
    return found.id;
  }
  const name = body.new_auditor_name!;
  await tx.insert(auditors).values({ name, createdByAccountId: caller.account.id }).onConflictDoNothing();
  const [found] = await tx
    .select({ id: auditors.id })
    .from(auditors)
    .where(sql`lower(${auditors.name}) = lower(${name})`);
  return found!.id;
}

/** Writes the audit (status requested, no workflow yet); answers its id and deadline. */
export async function createAudit(
  db: Database,
  input: { caller: Caller; body: NewAudit; now: Date },
): Promise<{ id: string; dueAt: Date; pharmacyAccountId: string; supplierAccountId: string }> {
  const { caller, body, now } = input;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: supplierCustomers.id })
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.supplierAccountId, body.supplier_id),
          eq(supplierCustomers.pharmacyAccountId, caller.account.id),
          inArray(supplierCustomers.status, ['approved', 'suspended']),
        ),
      );
    if (!customer) throw refuse('supplier_id', AUDIT_MESSAGES.notACustomer);
    if (body.due_date && body.due_date < now.toISOString().slice(0, 10))
      throw refuse('due_date', AUDIT_MESSAGES.dueInPast);
    const auditorId = await auditorIdOf(tx, caller, body);
    const dueAt = auditDueAt(body.due_date, now);
    const [row] = await tx
      .insert(audits)
      .values({
        pharmacyAccountId: caller.account.id,
        supplierAccountId: body.supplier_id,
        auditorId,
        createdByUserId: caller.user.id,
        startDate: body.start_date,
        endDate: body.end_date,
        dueAt,
        contactName: body.point_of_contact.name,
        contactEmail: body.point_of_contact.email,
        contactPhone: body.point_of_contact.phone || null,
        createdAt: now,
      })
      .returning({
        id: audits.id,
        dueAt: audits.dueAt,
        pharmacyAccountId: audits.pharmacyAccountId,
        supplierAccountId: audits.supplierAccountId,
      });
    return row!;
  });
}

/** Records that these audits' workflows run (the API after its start, the relay after its). */
export async function markAuditsStarted(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(audits)
    .set({ workflowStartedAt: now })
    .where(and(inArray(audits.id, ids), isNull(audits.workflowStartedAt)));
}
