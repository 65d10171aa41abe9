import { Modal } from '@mantine/core';
import { Fragment } from 'react';
import { MoveModalBody } from './move-modal-body.tsx';
import { OfferDetailBody } from './offer-detail-modal.tsx';
import type { OfferModalKind } from './offer-row-actions.tsx';
import type { OfferRow } from './offers-api.ts';
import type { OutcomeFlag } from './outcome-flag.ts';
import { RespondBundleBody } from './respond-bundle-modal.tsx';
import { RespondOfferBody } from './respond-offer-modal.tsx';

export type OpenModal = { kind: OfferModalKind; row: OfferRow } | null;

const TITLES: Record<OfferModalKind, string> = {
  detail: 'Offer details',
  accept: 'Accept offer',
  counter: 'Counter offer',
  decline: 'Decline offer',
  respond_bundle: 'Respond to bundle offer',
  accept_counter: 'Accept counter offer',
  skip_counter: 'Skip counter offer',
  cancel: 'Cancel offer',
  approve_cancellation: 'Approve cancellation',
  decline_cancellation: 'Decline cancellation request',
};

type OfferModalProps = {
  open: OpenModal;
  onClose: () => void;
  onOutcome: (fl: OutcomeFlag | undefined) => void;
};

/** The one modal of the offers page: a row's detail, respond, answer-counter, cancel or cancellation modal. */
export function OfferModal({ open, onClose, onOutcome }: OfferModalProps) {
  const body = () => {
    if (!open) return null;
    const { kind, row } = open;
    const props = { row, onClose, onOutcome };
    switch (kind) {
      case 'detail':
        return <OfferDetailBody row={row} />;
      case 'accept':
      case 'counter':
      case 'decline':
        return <RespondOfferBody {...props} mode={kind} />;
      case 'respond_bundle':
        return <RespondBundleBody {...props} />;
      case 'accept_counter':
      case 'skip_counter':
      case 'cancel':
      case 'approve_cancellation':
      case 'decline_cancellation':
        return <MoveModalBody {...props} move={kind} />;
    }
  };
  const title = open
    ? `${TITLES[open.kind]} · ${open.row.bundle ? 'Bundle offer' : 'Offer'} #${open.row.number}`
    : '';
  return (
    <Modal
      opened={open !== null}
      onClose={onClose}
      title={title}
      size={open?.row.bundle ? 'xl' : 'lg'}
      data-testid="offer-modal"
    >
      <Fragment key={open ? `${open.kind}:${open.row.kind}:${open.row.id}` : 'none'}>{body()}</Fragment>
    </Modal>
  );
}
