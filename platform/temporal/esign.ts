/**
 * The e-signature's one message to Temporal: a signed document tells the workflow waiting on it
 * (its `workflow_id`). The signature is already stored, so a lost signal only delays: the waiting
 * workflow re-reads the document's status on its own clock.
 */
import type { Client } from '@temporalio/client';
import { documentSigned, type DocumentSignedFact } from '../../workflows/esign/messages.ts';
import { signalWorkflow } from './commands.ts';

export async function signalDocumentSigned(
  client: Client,
  workflowId: string,
  fact: DocumentSignedFact,
): Promise<void> {
  await signalWorkflow(client, workflowId, documentSigned, fact);
}
