/**
 * A pharmacy's audit of a wholesaler (issue 11; supplier-side §4 Audit), id `audit:<id>`: the
 * wholesaler answers with the required details (the proofs PDF from the marketplace's records
 * plus its uploads) and marks the audit completed, each a validated update; it is reminded before
 * the auditor's deadline, and support is told when the deadline passes unanswered.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { DEFAULT_AUDIT_REMINDER_BEFORE_MS } from '../../domain/audits/new-audit.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { remindThenExpire } from '../shared/clock.ts';
import { auditStateQuery, type AuditState, type AuditWorkflowInput } from './messages.ts';
import { handleAuditDecisions } from './decisions.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

export async function auditWorkflow(input: AuditWorkflowInput): Promise<AuditState> {
  const state: AuditState = {
    auditId: input.auditId,
    status: 'requested',
    reminded: false,
    escalated: false,
  };
  // Every handler is set before the first await: an update that finds no handler is refused.
  setHandler(auditStateQuery, () => state);
  const decisions = handleAuditDecisions(state, {
    sendRequiredDetails: (actor) => acts.recordAuditDetailsSent(input.auditId, actor.userId),
    markComplete: (actor) => acts.recordAuditCompleted(input.auditId, actor.userId),
  });

  const opened = await clockActs.openAudit(input.auditId);
  if (!opened) return state; // the row is gone: nothing to run
  state.status = opened.status;
  decisions.open(opened.supplierAccountId);

  const answered = () => state.status !== 'requested';
  const dueAtMs = Date.parse(input.dueAt);
  const remindAtMs = dueAtMs - (input.reminderBeforeMs ?? DEFAULT_AUDIT_REMINDER_BEFORE_MS);
  await remindThenExpire(
    decisions,
    { done: answered, remindAtMs, expiresAtMs: dueAtMs },
    {
      remind: async () => {
        await clockActs.remindAuditDeadline(input.auditId);
        state.reminded = true;
      },
      expire: async () => {
        await clockActs.escalateAuditDeadline(input.auditId);
        state.escalated = true;
      },
    },
  );
  await condition(() => state.status === 'completed');
  await condition(allHandlersFinished);
  return state;
}
