import { Modal } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { OfferDetailById } from '../../offers/index.ts';

/**
 * The rph2rph offer and bundle offer detail modals (pharmacy-side §2
 * /pharmacy/rph2rph/offers/{id}/show_offer_detail_modal and
 * /pharmacy/rph2rph/bundle_offers/{id}/show_detail_modal): the existing detail modal, opened by
 * its path; closing it goes to the pharmacy's received offers.
 */
export function Rph2rphOfferModal({ kind, id }: { kind: 'offer' | 'bundle'; id: string }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => void navigate({ to: '/pharmacy/offers', search: { box: 'received' } })}
      title={kind === 'bundle' ? 'Bundle offer' : 'Offer'}
      size="lg"
      data-testid="rph2rph-offer-modal"
    >
      <OfferDetailById kind={kind} id={id} />
    </Modal>
  );
}
