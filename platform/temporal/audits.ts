/** The audit workflow `audit:<id>` as the API drives it: starting one and sending it a decision. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { AUDIT_MOVE_MESSAGES } from '../../domain/audits/audit-moves.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  AUDIT_WORKFLOW_TYPE,
  auditWorkflowId,
  markCompleteUpdate,
  sendRequiredDetailsUpdate,
  type AuditDecisionInput,
  type AuditState,
  type AuditWorkflowInput,
} from '../../workflows/audits/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Audits cannot be updated right now. Please try again in a moment.';

/** Starts an audit's workflow (right after committing its row); starting twice is harmless. */
export async function startAuditWorkflow(
  client: Client,
  taskQueue: string,
  input: AuditWorkflowInput,
  accountIds: readonly string[],
): Promise<void> {
  await startWorkflowOnce(client, AUDIT_WORKFLOW_TYPE, {
    taskQueue,
    workflowId: auditWorkflowId(input.auditId),
    input,
    attributes: { process: 'audit', subjectId: input.auditId, accountIds },
  });
}

const UPDATES = { sendRequiredDetails: sendRequiredDetailsUpdate, markComplete: markCompleteUpdate } as const;

/**
 * Sends the wholesaler's decision and answers the workflow's state after it, or throws the
 * refusal as a DomainError (nothing changed). A finished workflow means the audit is completed.
 */
export async function sendAuditDecision(
  temporal: Temporal,
  auditId: string,
  decision: keyof typeof UPDATES,
  payload: AuditDecisionInput,
  options: { updateId?: string | undefined } = {},
): Promise<AuditState> {
  try {
    return await executeWorkflowUpdate(temporal, auditWorkflowId(auditId), UPDATES[decision], payload, {
      updateId: options.updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', AUDIT_MOVE_MESSAGES.alreadyCompleted);
    throw error;
  }
}
