/**
 * Adding and removing a bank account (issue 23 "Bank accounts"; pharmacy-side §5 routing number),
 * support's reset of a verification locked after three wrong tries, and its lift of the hold a
 * returned transfer put on an account.
 */
import { z } from 'zod';
import { addBankAccount } from '../../../services/payments/add-bank-account.ts';
import { REMOVE_BANK_MESSAGES, removeBankAccount } from '../../../services/payments/remove-bank-account.ts';
import {
  LIFT_HOLD_MESSAGES,
  liftBankTransferHold,
  listLockedBankAccounts,
  resetBankVerification,
} from '../../../services/payments/reset-bank-verification.ts';
import { MAX_VERIFY_ATTEMPTS } from '../../../services/payments/verify-bank-account.ts';
import { BANK_ACCOUNT_TYPES } from '../../../domain/payments/bank-account-rules.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { BankAccountSchema, serializeBankAccount } from './serializers.ts';

const area = 'payments';
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

/** Lengths capped here; the rules (ABA checksum, 4–17 digits) and their messages are the domain's. */
const BankAccountBody = z.strictObject({
  holder_name: z.string().max(100),
  routing_number: z.string().max(20),
  account_number: z.string().max(40),
  account_type: z.enum(BANK_ACCOUNT_TYPES, 'Please choose checking or savings.'),
});

const addRoute_ = defineRoute({
  method: 'post',
  path: '/payment_methods/bank_accounts',
  area,
  access: ['pharmacy'],
  role: 'admin',
  summary: 'Add a bank account (unverified; the bank sends two micro-deposits to verify it)',
  request: { body: BankAccountBody },
  responses: {
    201: jsonContent(
      z.strictObject({ message: z.string(), bank_account: BankAccountSchema }),
      'The added account',
    ),
  },
  problems: [422],
});

const removeRoute = defineRoute({
  method: 'delete',
  path: '/payment_methods/bank_accounts/{id}',
  area,
  access: ['pharmacy'],
  role: 'admin',
  summary: 'Remove a bank account (refused while a transfer from it has not settled)',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Removed') },
  problems: [404, 409],
});

const LockedSchema = z.strictObject({
  bank_accounts: z.array(
    z.strictObject({
      id: z.uuid(),
      bank_name: z.string(),
      last4: z.string(),
      account_id: z.uuid(),
      account_name: z.string(),
      verification_locked: z.boolean(),
      transfers_held_at: z.iso.datetime().nullable(),
    }),
  ),
});

const lockedRoute = defineRoute({
  method: 'get',
  path: '/support/bank_accounts/locked',
  area,
  access: ['support'],
  summary:
    'Bank accounts locked out of verification after three wrong tries, or with transfers held after a return',
  responses: { 200: jsonContent(LockedSchema, 'Locked or held accounts') },
});

const resetRoute = defineRoute({
  method: 'post',
  path: '/support/bank_accounts/{id}/reset_verification',
  area,
  access: ['support'],
  summary: 'Give a locked bank account its three verification tries back',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Reset') },
  problems: [404],
});

const liftHoldRoute = defineRoute({
  method: 'post',
  path: '/support/bank_accounts/{id}/lift_transfer_hold',
  area,
  access: ['support'],
  summary: 'Allow bank transfers again from an account held after a returned transfer (audited)',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Hold lifted') },
  problems: [404, 409],
});

export const bankAccountRoutes = createRouter();

addRoute(bankAccountRoutes, addRoute_, async (c) => {
  const body = c.req.valid('json');
  const { db, ports } = c.get('deps');
  const added = await addBankAccount(db, ports.bank, c.get('caller'), {
    holderName: body.holder_name,
    routingNumber: body.routing_number,
    accountNumber: body.account_number,
    accountType: body.account_type,
  });
  const message = 'Your bank account has been added. We sent two small deposits to verify it.';
  return c.json({ message, bank_account: serializeBankAccount(added, MAX_VERIFY_ATTEMPTS) }, 201);
});

addRoute(bankAccountRoutes, removeRoute, async (c) => {
  const { db, now } = c.get('deps');
  await removeBankAccount(db, c.get('caller'), c.req.valid('param').id, now());
  return c.json({ message: REMOVE_BANK_MESSAGES.removed }, 200);
});

addRoute(bankAccountRoutes, lockedRoute, async (c) => {
  const rows = await listLockedBankAccounts(c.get('deps').db);
  const body = {
    bank_accounts: rows.map((r) => ({
      id: r.id,
      bank_name: r.bankName,
      last4: r.last4,
      account_id: r.accountId,
      account_name: r.accountName,
      verification_locked: r.verificationLocked,
      transfers_held_at: r.transfersHeldAt?.toISOString() ?? null,
    })),
  };
  return c.json(body, 200);
});

addRoute(bankAccountRoutes, resetRoute, async (c) => {
  const actor = { caller: c.get('caller'), requestId: c.get('requestId') };
  await resetBankVerification(c.get('deps').db, actor, c.req.valid('param').id);
  return c.json({ message: 'The bank account can be verified again: three tries.' }, 200);
});

addRoute(bankAccountRoutes, liftHoldRoute, async (c) => {
  const actor = { caller: c.get('caller'), requestId: c.get('requestId') };
  await liftBankTransferHold(c.get('deps').db, actor, c.req.valid('param').id);
  return c.json({ message: LIFT_HOLD_MESSAGES.lifted }, 200);
});
