/**
 * The p2p order workflow's activities (registered by activities/index.ts). Each is one idempotent
 * transaction keyed by the order and the step; refusals are typed failures.
 */
import { log } from '@temporalio/activity';
import type { Database } from '../../../db/client.ts';
import { refusing } from '../../../platform/temporal/failure-codec.ts';
import type {
  ConfirmLotInput,
  CreateLabelInput,
  DecideDisputeInput,
  P2pCancelInput,
} from '../../../workflows/p2p/messages.ts';
import { sendRefunds } from '../../payments/refunds.ts';
import type { Ports } from '../../ports/index.ts';
import { cancelP2pOrder } from './cancel-p2p.ts';
import { confirmP2pLot } from './confirm-lot.ts';
import { createP2pLabel } from './create-label.ts';
import { loadP2pOrderForWorkflow } from './load-p2p-order.ts';
import {
  markP2pDelivered,
  openP2pDispute,
  recordDisputeDecision,
  recordP2pReceipt,
  refundP2pOrder,
  releaseP2pPayout,
  type DeliveredBy,
} from './settle-p2p.ts';

type Deps = { db: Database; now: () => Date; ports: Pick<Ports, 'cards' | 'bank' | 'files' | 'carriers'> };

export function createP2pOrderActivities({ db, now, ports }: Deps) {
  /** Sends what a cancel or an upheld dispute queued back; what fails waits for the reconciler. */
  const sendP2pRefunds = (orderId: string) =>
    sendRefunds({ db, cards: ports.cards, bank: ports.bank, logger: log, now: now() }, { orderId });
  return {
    /** Reads the p2p order, marks its workflow started, opens the payout hold. */
    loadP2pOrderForWorkflow: (orderId: string) => refusing(() => loadP2pOrderForWorkflow(db, orderId, now())),
    /** The seller confirms a line's lot and expiry. */
    confirmP2pLot: (orderId: string, input: ConfirmLotInput) =>
      refusing(() => confirmP2pLot(db, orderId, input, now())),
    /** The sandbox label: ships the order, writes its DSCSA records, tells the buyer. */
    createP2pLabel: (orderId: string, input: CreateLabelInput) =>
      refusing(() =>
        createP2pLabel({ db, files: ports.files, carriers: ports.carriers }, orderId, input, now()),
      ),
    /** Before shipment: stock back, the payment refunded (sent now), the other side told. */
    cancelP2pOrder: (orderId: string, input: P2pCancelInput) =>
      refusing(async () => {
        await cancelP2pOrder(db, orderId, input, now());
        await sendP2pRefunds(orderId);
      }),
    /** shipped → delivered; the payout's hold runs to the end of the inspection window. */
    markP2pDelivered: (orderId: string, by: DeliveredBy, inspectionMs: number) =>
      refusing(() => markP2pDelivered(db, orderId, by, inspectionMs, now())),
    recordP2pReceipt: (orderId: string) => refusing(() => recordP2pReceipt(db, orderId, now())),
    openP2pDispute: (orderId: string, message: string) =>
      refusing(() => openP2pDispute(db, orderId, message, now())),
    releaseP2pPayout: (orderId: string) => refusing(() => releaseP2pPayout(db, orderId, now())),
    /** An upheld dispute: the whole payment queued back and sent. */
    refundP2pOrder: (orderId: string) =>
      refusing(async () => {
        await refundP2pOrder(db, orderId, now());
        await sendP2pRefunds(orderId);
      }),
    recordDisputeDecision: (orderId: string, input: DecideDisputeInput) =>
      refusing(() => recordDisputeDecision(db, orderId, input, now())),
  };
}
