import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Rph2rphOfferModal } from '../../../../../features/p2p/buying/index.ts';

/** /pharmacy/rph2rph/offers/{id}/show_offer_detail_modal (pharmacy-side §2): an offer on a p2p listing. */
export const Route = createFileRoute('/pharmacy/rph2rph/offers/$id/show_offer_detail_modal')({
  params: {
    parse: (params) => ({ id: z.uuid().catch('').parse(params.id) }),
    stringify: (params) => params,
  },
  component: function Rph2rphOfferRoute() {
    const { id } = Route.useParams();
    return <Rph2rphOfferModal kind="offer" id={id} />;
  },
});
