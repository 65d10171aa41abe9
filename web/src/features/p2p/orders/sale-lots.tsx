/**
 * The seller's lot confirmation on a p2p sale (pharmacy-side §4 Lot number confirmation): the
 * order's lot table with the NDC and quantity columns; the confirm notice hides when every line is
 * confirmed (the shipping-label button then enables). A line not yet confirmed starts from the lot
 * and expiry the seller gave on the listing, still editable and still to be confirmed.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  isoFromExpiry,
  allLotsConfirmed,
  LotTable,
  type LotDrafts,
  type LotTableLine,
} from '../../orders/index.ts';
import { confirmLot, p2pKey, type P2pLine } from './p2p-api.ts';

const lotLine = (l: P2pLine): LotTableLine => ({
  id: l.id,
  name: l.name,
  ndc: l.ndc,
  quantity: l.quantity,
  lot: l.lot ?? l.listing_lot,
  exp_date: l.exp_date ?? l.listing_exp_date,
  confirmed: l.lot_confirmed,
});

export function SaleLots(props: {
  saleId: string;
  lines: P2pLine[];
  locked: boolean;
  drafts: LotDrafts;
  setDrafts: (update: (prev: LotDrafts) => LotDrafts) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <LotTable
      lines={props.lines.map(lotLine)}
      drafts={props.drafts}
      setDrafts={props.setDrafts}
      save={(line, draft) => {
        const exp = isoFromExpiry(draft.exp);
        if (!exp) throw new Error('Please enter the expiration date as MM-DD-YYYY.');
        return confirmLot(props.saleId, { line_item_id: line.id, lot: draft.lot.trim(), exp_date: exp });
      }}
      afterSave={() => queryClient.invalidateQueries({ queryKey: p2pKey })}
      notice="Please confirm the lot number and expiration date of each item before printing the shipping label."
      lotMaxLength={40}
      withQuantities
      locked={props.locked}
      testIdPrefix="p2p-"
    />
  );
}

/** Whether every line is confirmed on screen (saved and not edited since). */
export function allSaleLotsConfirmed(lines: P2pLine[], drafts: LotDrafts): boolean {
  return allLotsConfirmed(lines.map(lotLine), drafts);
}
