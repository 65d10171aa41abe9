/** The pharmacy's memo on an order (pharmacy-side §4 Orders: "Memo can be saved"), for the API and the web form alike. */
import { z } from 'zod';

/** The longest memo kept (our choice; the spec gives no limit). */
export const MEMO_MAX_LENGTH = 1000;

export const OrderMemoSchema = z.strictObject({
  memo: z.string().max(MEMO_MAX_LENGTH, `must be at most ${MEMO_MAX_LENGTH} characters`),
});
export type OrderMemoInput = z.infer<typeof OrderMemoSchema>;
