/**
 * Starts the workflows of bank transfers just committed (an invoice paid by transfer, an order
 * placed so). Their rows are the outbox: a start that fails is logged and left to the
 * start-stranded-workflows relay, so the payer's request never fails here.
 */
import type { Client } from '@temporalio/client';
import type { Database } from '../../db/client.ts';
import { markBankTransfersStarted } from '../../activities/payments/bank-transfer-steps.ts';
import type { Logger } from '../../platform/logger.ts';
import { startBankTransfer } from '../../platform/temporal/bank-transfers.ts';

export type StartTransfersDeps = {
  client: Client;
  db: Database;
  logger: Logger;
  taskQueue: string;
  recheckMs?: number | undefined;
  now: Date;
};

export async function startBankTransfers(
  deps: StartTransfersDeps,
  transfers: { paymentId: string; payerAccountId: string }[],
): Promise<void> {
  for (const transfer of transfers) {
    try {
      await startBankTransfer(deps.client, deps.taskQueue, transfer, deps.recheckMs);
      await markBankTransfersStarted(deps.db, [transfer.paymentId], deps.now);
    } catch (error) {
      deps.logger.error('bank transfer workflow not started; the relay will start it', {
        error,
        paymentId: transfer.paymentId,
      });
    }
  }
}
