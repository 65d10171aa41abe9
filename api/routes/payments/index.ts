/** The caller's cards and bank accounts (pharmacy-side §3 Payment methods, §2 ACH verification). */
import { z } from 'zod';
import { removeCard } from '../../../services/payments/remove-card.ts';
import { SANDBOX_PROCESSOR_LABEL } from '../../../activities/payments/sandbox-card-processor.ts';
import { saveCard } from '../../../services/payments/save-card.ts';
import { MAX_VERIFY_ATTEMPTS, verifyBankAccount } from '../../../services/payments/verify-bank-account.ts';
import { listOwnBankAccounts, listOwnCards } from '../../../db/queries/checkout.ts';
import { DomainError } from '../../../domain/errors.ts';
import { isValidExpiry } from '../../../domain/payments/card-rules.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { PaymentMethodsSchema, SavedCardSchema, serializeBankAccount, serializeCard } from './serializers.ts';

const area = 'payments';
const access = ['pharmacy'] as const;
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

const listRoute = defineRoute({
  method: 'get',
  path: '/payment_methods',
  area,
  access,
  summary: 'The account’s saved cards and bank accounts',
  responses: { 200: jsonContent(PaymentMethodsSchema, 'Cards and bank accounts') },
});

const addCardRoute = defineRoute({
  method: 'post',
  path: '/payment_methods/cards',
  area,
  access,
  role: 'admin',
  rateLimit: 'cards',
  summary: 'Save a card (tokenised by the card processor; the number and CVC are not kept)',
  request: { body: CardBody },
  responses: {
    201: jsonContent(z.strictObject({ message: z.string(), card: SavedCardSchema }), 'The saved card'),
  },
  // 404: a billing location that is not the account's.
  problems: [404, 422],
});

const removeCardRoute = defineRoute({
  method: 'delete',
  path: '/payment_methods/cards/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Remove a saved card',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Removed') },
  problems: [404],
});

const verifyRoute = defineRoute({
  method: 'post',
  path: '/payment_methods/bank_accounts/{id}/verify',
  area,
  access,
  role: 'admin',
  summary: 'Verify a bank account with its two micro-deposits',
  request: { params: IdParam, body: VerifyBody },
  responses: {
    200: jsonContent(z.strictObject({ message: z.string(), verified: z.literal(true) }), 'Verified'),
  },
  problems: [404, 422],
});

export const paymentRoutes = createRouter();

addRoute(paymentRoutes, listRoute, async (c) => {
  const { db, now } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const [cards, banks] = await Promise.all([listOwnCards(db, accountId), listOwnBankAccounts(db, accountId)]);
  const body = {
    card_processor: SANDBOX_PROCESSOR_LABEL,
    cards: cards.map((card) => serializeCard(card, !isValidExpiry(card.expMonth, card.expYear, now()))),
    bank_accounts: banks.map((b) => serializeBankAccount(b, MAX_VERIFY_ATTEMPTS)),
  };
  return c.json(body, 200);
});

addRoute(paymentRoutes, addCardRoute, async (c) => {
  const body = c.req.valid('json');
  const { db, ports } = c.get('deps');
  const card = await saveCard(db, ports.cards, c.get('caller'), {
    number: body.number,
    expMonth: body.exp_month,
    expYear: body.exp_year,
    cvc: body.cvc,
    holderName: body.holder_name,
    locationId: body.location_id,
  });
  return c.json({ message: 'Your card has been saved.', card: serializeCard(card, false) }, 201);
});

addRoute(paymentRoutes, removeCardRoute, async (c) => {
  await removeCard(c.get('deps').db, c.get('caller'), c.req.valid('param').id);
  return c.json({ message: 'Your card has been removed.' }, 200);
});

addRoute(paymentRoutes, verifyRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { amounts } = c.req.valid('json');
  const outcome = await verifyBankAccount(db, c.get('caller'), c.req.valid('param').id, amounts, now());
  if (!outcome.verified)
    throw new DomainError('BANK_VERIFICATION_FAILED', outcome.message, {
      fields: { amounts: [outcome.message] },
    });
  return c.json({ message: outcome.message, verified: true as const }, 200);
});
