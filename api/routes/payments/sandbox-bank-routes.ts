/**
 * The SANDBOX bank's own surface (issue 23): its inbox of micro-deposits and debits for the
 * caller's bank accounts, and its clearing run, which settles pending debits (or returns R01 those
 * from the test routing number) and signals each transfer's workflow. Served only while the bank is
 * the sandbox: with a real bank these routes answer 404. The product's own answers never carry the
 * deposit amounts; this page stands for the pharmacy's online banking.
 */
import { z } from 'zod';
import {
  clearSandboxDebits,
  listSandboxBankInbox,
} from '../../../services/payments/sandbox-bank-clearing.ts';
import { SANDBOX_RETURN_ROUTING_NUMBER } from '../../../activities/payments/sandbox-bank.ts';
import { isSandbox } from '../../../activities/ports/sandboxes.ts';
import { notFound } from '../../../domain/errors.ts';
import { signalBankTransferOutcome } from '../../../platform/temporal/bank-transfers.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppDeps } from '../../context.ts';

const area = 'payments';

const InboxSchema = z.strictObject({
  sandbox: z.literal(true),
  return_routing_number: z.string(),
  entries: z.array(
    z.strictObject({
      id: z.uuid(),
      kind: z.enum(['micro_deposit', 'debit']),
      bank_account_id: z.uuid(),
      bank_name: z.string(),
      last4: z.string(),
      amount_cents: z.number().int(),
      status: z.enum(['pending', 'settled', 'returned']),
      return_code: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
});

const inboxRoute = defineRoute({
  method: 'get',
  path: '/sandbox/bank/inbox',
  area,
  access: ['pharmacy'],
  summary: 'SANDBOX bank: the deposits and debits on the caller’s bank accounts',
  responses: { 200: jsonContent(InboxSchema, 'The sandbox bank’s entries') },
  problems: [404],
});

const clearRoute = defineRoute({
  method: 'post',
  path: '/sandbox/bank/clear',
  area,
  access: ['pharmacy'],
  summary: 'SANDBOX bank: settle the caller’s pending debits now (the test routing number returns R01)',
  responses: {
    200: jsonContent(
      z.strictObject({ message: z.string(), settled: z.number().int(), returned: z.number().int() }),
      'Cleared',
    ),
  },
  problems: [404],
});

function assertSandboxBank(deps: AppDeps) {
  if (!isSandbox(deps.ports.bank)) throw notFound('Sandbox bank');
}

export const sandboxBankRoutes = createRouter();

addRoute(sandboxBankRoutes, inboxRoute, async (c) => {
  const deps = c.get('deps');
  assertSandboxBank(deps);
  const rows = await listSandboxBankInbox(deps.db, c.get('caller').account.id);
  const entries = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    bank_account_id: r.bankAccountId,
    bank_name: r.bankName,
    last4: r.last4,
    amount_cents: r.amountCents,
    status: r.status,
    return_code: r.returnCode,
    created_at: r.createdAt.toISOString(),
  }));
  return c.json(
    { sandbox: true as const, return_routing_number: SANDBOX_RETURN_ROUTING_NUMBER, entries },
    200,
  );
});

addRoute(sandboxBankRoutes, clearRoute, async (c) => {
  const deps = c.get('deps');
  assertSandboxBank(deps);
  const cleared = await clearSandboxDebits(deps.db, c.get('caller').account.id, deps.now());
  for (const { paymentId, fact } of cleared)
    await signalBankTransferOutcome(deps.temporal.client, deps.logger, paymentId, fact);
  const returned = cleared.filter((x) => x.fact.status === 'returned').length;
  const settled = cleared.length - returned;
  return c.json({ message: `${settled} settled, ${returned} returned.`, settled, returned }, 200);
});
