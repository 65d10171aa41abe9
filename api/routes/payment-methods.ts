import { Hono } from 'hono';
import { z } from 'zod';
import { serializeBankAccount, serializeCard } from '../../activities/checkout/checkout-serializers.ts';
import { removeCard } from '../../activities/payments/remove-card.ts';
import { SANDBOX_PROCESSOR_LABEL } from '../../activities/payments/sandbox-card-processor.ts';
import { saveCard } from '../../activities/payments/save-card.ts';
import { MAX_VERIFY_ATTEMPTS, verifyBankAccount } from '../../activities/payments/verify-bank-account.ts';
import { listOwnBankAccounts, listOwnCards } from '../../db/queries/checkout.ts';
import { DomainError } from '../../domain/errors.ts';
import { isValidExpiry } from '../../domain/payments/card-rules.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

/**
 * The card form (pharmacy-side §2 Payment card form, §5 Card). Lengths are capped here; the card
 * rules themselves (Luhn, 15/16 digits, CVC, expiry) and their messages are the processor's.
 */
const CardBody = z.strictObject({
  number: z.string().max(40),
  exp_month: z.number().int().min(0).max(99),
  exp_year: z.number().int().min(0).max(9999),
  cvc: z.string().max(8),
  holder_name: z.string().trim().min(1, 'Please enter the name on the card.').max(100),
  location_id: z.uuid('not a valid id').optional(),
});

/** Micro-deposit amounts in cents, 1 to 99 each (the sandbox bank sends two deposits under $1). */
const VerifyBody = z.strictObject({
  amounts: z.tuple([z.number().int().min(1).max(99), z.number().int().min(1).max(99)]),
});

/** The caller's cards and bank accounts (pharmacy-side §3 Payment methods). */
export const paymentMethodRoutes = new Hono<AppEnv>()
  .use('/payment_methods', requireAccountKind('pharmacy'))
  .use('/payment_methods/*', requireAccountKind('pharmacy'))
  .get('/payment_methods', async (c) => {
    const { db, now } = c.get('deps');
    const accountId = c.get('caller').account.id;
    const [cards, banks] = await Promise.all([
      listOwnCards(db, accountId),
      listOwnBankAccounts(db, accountId),
    ]);
    return c.json({
      card_processor: SANDBOX_PROCESSOR_LABEL,
      cards: cards.map((card) => serializeCard(card, !isValidExpiry(card.expMonth, card.expYear, now()))),
      bank_accounts: banks.map((b) => serializeBankAccount(b, MAX_VERIFY_ATTEMPTS)),
    });
  })
  .post('/payment_methods/cards', async (c) => {
    const body = await readJson(c, CardBody);
    const { db, ports } = c.get('deps');
    const processor = ports.cards;
    const card = await saveCard(db, processor, c.get('caller'), {
      number: body.number,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      cvc: body.cvc,
      holderName: body.holder_name,
      locationId: body.location_id,
    });
    return c.json({ message: 'Your card has been saved.', card: serializeCard(card, false) }, 201);
  })
  .delete('/payment_methods/cards/:id', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    await removeCard(c.get('deps').db, c.get('caller'), id);
    return c.json({ message: 'Your card has been removed.' });
  })
  .post('/payment_methods/bank_accounts/:id/verify', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const { amounts } = await readJson(c, VerifyBody);
    const { db, now } = c.get('deps');
    const outcome = await verifyBankAccount(db, c.get('caller'), id, amounts, now());
    if (!outcome.verified)
      throw new DomainError('RULE_VIOLATION', outcome.message, { fields: { amounts: [outcome.message] } });
    return c.json({ message: outcome.message, verified: true });
  });
