import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditEvent = {
  action: string;
  actorUserId?: string | null;
  actorAccountId?: string | null;
  target?: string | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
};

/** Appends a security event (login, denial, token change); never carries secrets. */
export async function recordAuditEvent(db: Pick<Database, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    actorAccountId: event.actorAccountId ?? null,
    target: event.target ?? null,
    ip: event.ip ?? null,
    requestId: event.requestId ?? null,
    details: event.details ?? null,
  });
}
