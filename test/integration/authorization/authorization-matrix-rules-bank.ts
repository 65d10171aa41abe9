/** The authorization matrix's rules for bank accounts, support's verification reset and the sandbox bank (issue 23). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../../db/schema/index.ts';
import { bankAccountOf, type Role } from './authorization-matrix-fixtures.ts';
import { t, idOf, type RouteRule } from './authorization-matrix-context.ts';

/** Support reaches any pharmacy's bank account; the others are refused before the id is read. */
const supportParam = async (role: Role) => ({
  id: role === 'support' ? await bankAccountOf(t, 'pharmacy') : randomUUID(),
});

/** Support lifts the hold of a pharmacy's account held after a returned transfer. */
const heldParam = async (role: Role) => {
  if (role !== 'support') return { id: randomUUID() };
  const id = await bankAccountOf(t, 'pharmacy');
  await t.db.update(bankAccounts).set({ transfersHeldAt: new Date() }).where(eq(bankAccounts.id, id));
  return { id };
};

export const BANK_RULES: Record<string, RouteRule> = {
  'POST /api/v1/payment_methods/bank_accounts': {
    access: ['pharmacy'],
    role: 'admin',
    body: {
      holder_name: 'Matrix Holder',
      routing_number: '021000021',
      account_number: '000123456789',
      account_type: 'checking',
    },
  },
  'DELETE /api/v1/payment_methods/bank_accounts/:id': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: idOf(bankAccountOf),
  },
  'GET /api/v1/support/bank_accounts/locked': { access: ['support'] },
  'POST /api/v1/support/bank_accounts/:id/reset_verification': { access: ['support'], params: supportParam },
  'POST /api/v1/support/bank_accounts/:id/lift_transfer_hold': { access: ['support'], params: heldParam },
  'GET /api/v1/sandbox/bank/inbox': { access: ['pharmacy'] },
  'POST /api/v1/sandbox/bank/clear': { access: ['pharmacy'] },
};
