/**
 * The e-signature's message to a waiting workflow (issue 12): when a document is signed, the
 * workflow named in its `workflow_id` receives this signal. It lives in histories: renaming it is
 * a versioning change. Safe to import from the API: a message definition only.
 */
import { defineSignal } from '@temporalio/workflow';

export type DocumentSignedFact = { documentId: string; signedSha256: string; signedAt: string };

export const documentSigned = defineSignal<[DocumentSignedFact]>('documentSigned');
