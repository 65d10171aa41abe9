import { createFileRoute } from '@tanstack/react-router';
import { SupportMissingProofsPage } from '../../features/p2p/listings/index.ts';

/** /support/missing-proofs: p2p listings whose proof is not on file. */
export const Route = createFileRoute('/support/missing-proofs')({
  component: SupportMissingProofsPage,
});
