/**
 * The audit workflow's activities (registered by activities/index.ts). Activity names live in
 * Temporal histories. Refusals are typed failures.
 */
import { refusing } from '../../platform/temporal/failure-codec.ts';
import {
  escalateAuditDeadline,
  openAudit,
  recordAuditCompleted,
  recordAuditDetailsSent,
  remindAuditDeadline,
  type AuditStepDeps,
} from './audit-steps.ts';

export function createAuditActivities(deps: AuditStepDeps) {
  return {
    /** Reads the audit for its workflow: its status and wholesaler (null when gone). */
    openAudit: (auditId: string) => refusing(() => openAudit(deps.db, auditId)),
    /** The wholesaler's answer: proofs PDF generated and stored, status required_details_sent, pharmacy told. */
    recordAuditDetailsSent: (auditId: string, userId: string) =>
      refusing(() => recordAuditDetailsSent(deps, auditId, userId)),
    /** The audit completed; the pharmacy told. */
    recordAuditCompleted: (auditId: string, userId: string) =>
      refusing(() => recordAuditCompleted(deps, auditId, userId)),
    /** Reminds the wholesaler before the auditor's deadline. */
    remindAuditDeadline: (auditId: string) => refusing(() => remindAuditDeadline(deps, auditId)),
    /** Tells support the deadline passed unanswered. */
    escalateAuditDeadline: (auditId: string) => refusing(() => escalateAuditDeadline(deps, auditId)),
  };
}
