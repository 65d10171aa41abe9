/**
 * The audit workflow's name, input and messages. They live in Temporal histories, so renaming one
 * is a versioning change. Safe to import from the API: only message definitions.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { AuditStatus } from '../../domain/audits/audit-moves.ts';

export const auditWorkflowId = (auditId: string) => `audit:${auditId}`;
export const AUDIT_WORKFLOW_TYPE = 'auditWorkflow';

/**
 * `dueAt` is the auditor's deadline (ISO); the wholesaler is reminded `reminderBeforeMs` before
 * it (default two days) and support is told when it passes with the details still unsent.
 */
export type AuditWorkflowInput = { auditId: string; dueAt: string; reminderBeforeMs?: number };

/** Who decides: the wholesaler's account and user (the workflow checks it is the audit's). */
export type AuditActor = { accountId: string; userId: string };
export type AuditDecisionInput = { actor: AuditActor };

export type AuditState = {
  auditId: string;
  status: AuditStatus;
  reminded: boolean;
  escalated: boolean;
};

/** The wholesaler answers with the required details (PATCH …/update_status). */
export const sendRequiredDetailsUpdate = defineUpdate<AuditState, [AuditDecisionInput]>(
  'sendRequiredDetails',
);
/** The wholesaler marks the audit completed (PATCH …/mark_complete). */
export const markCompleteUpdate = defineUpdate<AuditState, [AuditDecisionInput]>('markComplete');
export const auditStateQuery = defineQuery<AuditState>('auditState');
