import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Rph2rphOfferModal } from '../../../../../features/p2p/buying/index.ts';

/** /pharmacy/rph2rph/bundle_offers/{id}/show_detail_modal (pharmacy-side §2): a bundle offer's detail. */
export const Route = createFileRoute('/pharmacy/rph2rph/bundle_offers/$id/show_detail_modal')({
  params: {
    parse: (params) => ({ id: z.uuid().catch('').parse(params.id) }),
    stringify: (params) => params,
  },
  component: function Rph2rphBundleOfferRoute() {
    const { id } = Route.useParams();
    return <Rph2rphOfferModal kind="bundle" id={id} />;
  },
});
