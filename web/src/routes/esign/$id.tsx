import { createFileRoute } from '@tanstack/react-router';
import { assertAccountKind } from '../../auth/guards.ts';
import { SigningPage } from '../../features/esign/index.ts';

/** /esign/{signature_request_id}: the product's own signing page (issue 12); pharmacy signers only. */
export const Route = createFileRoute('/esign/$id')({
  beforeLoad: async ({ context, location }) => ({
    session: await assertAccountKind(context.queryClient, 'pharmacy', location),
  }),
  component: function SigningRoute() {
    return <SigningPage requestId={Route.useParams().id} />;
  },
});
