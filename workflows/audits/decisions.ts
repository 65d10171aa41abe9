/**
 * The wholesaler's decisions on an audit arrive as updates answered synchronously. The validator
 * refuses a wrong party (422) or a move the status does not allow (409) before anything is
 * written; the handler takes its turn (the deadline clock takes the same one), checks again,
 * writes through one idempotent activity, then advances the state.
 */
import { setHandler } from '@temporalio/workflow';
import { DomainError } from '../../domain/errors.ts';
import { assertAuditMove, AUDIT_MOVE_MESSAGES, type AuditMove } from '../../domain/audits/audit-moves.ts';
import { asRefusal } from '../shared/failures/refusals.ts';
import { turnLock, type Turn } from '../shared/turn.ts';
import {
  markCompleteUpdate,
  sendRequiredDetailsUpdate,
  type AuditActor,
  type AuditDecisionInput,
  type AuditState,
} from './messages.ts';

export type AuditDecisionSteps = Record<AuditMove, (actor: AuditActor) => Promise<unknown>>;

export type AuditDecisions = Turn & {
  /** The audit is loaded: its wholesaler is the only one who may decide. */
  open: (supplierAccountId: string) => void;
};

export function handleAuditDecisions(state: AuditState, steps: AuditDecisionSteps): AuditDecisions {
  let supplierAccountId: string | null = null;
  const { take } = turnLock(() => supplierAccountId !== null);
  const check = (move: AuditMove, input: AuditDecisionInput) => {
    if (supplierAccountId !== null && input.actor.accountId !== supplierAccountId)
      throw new DomainError('AUDIT_WRONG_PARTY', AUDIT_MOVE_MESSAGES.wrongParty);
    return assertAuditMove(state.status, move);
  };
  const validate = (move: AuditMove) => (input: AuditDecisionInput) => {
    try {
      check(move, input);
    } catch (error) {
      throw asRefusal(error);
    }
  };
  const apply = (move: AuditMove) => (input: AuditDecisionInput) =>
    take(async () => {
      try {
        const to = check(move, input);
        await steps[move](input.actor);
        state.status = to;
        return state;
      } catch (error) {
        throw asRefusal(error);
      }
    });
  setHandler(sendRequiredDetailsUpdate, apply('sendRequiredDetails'), {
    validator: validate('sendRequiredDetails'),
  });
  setHandler(markCompleteUpdate, apply('markComplete'), { validator: validate('markComplete') });
  return {
    open: (id) => {
      supplierAccountId = id;
    },
    take,
  };
}
