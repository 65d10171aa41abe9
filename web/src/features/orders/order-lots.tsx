import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LotTable, type LotDrafts } from './lot-table.tsx';
import { orderKey, updateLot, type OrderItem } from './orders-api.ts';

/** Lot number and expiry per line of the pharmacy's order (§3 Lot update, §4 Lot number confirmation). */
export function OrderLots({ orderId, items }: { orderId: string; items: OrderItem[] }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<LotDrafts>({});
  return (
    <LotTable
      lines={items}
      drafts={drafts}
      setDrafts={setDrafts}
      save={(line, draft) =>
        updateLot(items.find((item) => item.id === line.id)!.product_id, {
          line_item_id: line.id,
          lot: draft.lot.trim(),
          exp_date: draft.exp.trim(),
        })
      }
      afterSave={() => queryClient.invalidateQueries({ queryKey: orderKey(orderId) })}
      notice="Please confirm the lot number and expiration date of each item you received."
      lotMaxLength={50}
    />
  );
}
