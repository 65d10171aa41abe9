/**
 * The pharmacy's side of seller registration (issue 12, supplier-side §7): its registration and
 * seller status, and `PUT /pharmacy/become_seller` (multipart), whose workflow
 * `seller-registration:<userId>` starts after the row commits.
 */
import {
  markSellerRegistrationsStarted,
  submitSellerRegistration,
} from '../../../activities/seller-registration/submit-registration.ts';
import { findOwnSellerRegistration } from '../../../db/queries/seller-registrations.ts';
import { isPharmacySeller } from '../../../db/queries/pharmacy-sellers.ts';
import { SELLER_REGISTRATION_MESSAGES } from '../../../domain/seller-registration/registration-review.ts';
import { startSellerRegistration } from '../../../platform/temporal/seller-registrations.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { DRIVER_LICENCE_FIELD, receiveBecomeSellerForm } from './receive-become-seller.ts';
import { OwnRegistrationSchema, RegistrationAnswerSchema } from './schemas.ts';
import { serializeSellerRegistration } from './serializers.ts';

const area = 'seller-registration';
const access = ['pharmacy'] as const;

export const BECOME_SELLER_PATH = '/api/v1/pharmacy/become_seller';

const ownRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/become_seller',
  area,
  access,
  summary: 'The pharmacy’s seller registration (if any) and whether it is a p2p seller',
  responses: { 200: jsonContent(OwnRegistrationSchema, 'The registration') },
});

const text = (description: string) => ({ type: 'text' as const, description });

const submitRoute = defineRoute({
  method: 'put',
  path: '/pharmacy/become_seller',
  rateLimit: 'documents',
  area,
  access,
  // It ends in the seller agreement, which only the account's admin may sign (issue 22).
  role: 'admin',
  summary: 'Register as a p2p seller (its workflow seller-registration:<userId> starts)',
  request: {
    upload: {
      seller_name: text('The name buyers see'),
      contact_phone: text('(999) 999-9999'),
      email_driver_license_photo: text("'1' when the driver licence photo will be emailed"),
      same_cutoff_for_all: text("'1' when one cut-off applies Monday to Saturday"),
      same_cutoff_time: text('The all-days cut-off, like 5:00'),
      supplier_shipping_setting_monday_cutoff: text('Monday’s cut-off'),
      supplier_shipping_setting_tuesday_cutoff: text('Tuesday’s cut-off'),
      supplier_shipping_setting_wednesday_cutoff: text('Wednesday’s cut-off'),
      supplier_shipping_setting_thursday_cutoff: text('Thursday’s cut-off'),
      supplier_shipping_setting_friday_cutoff: text('Friday’s cut-off'),
      supplier_shipping_setting_saturday_cutoff: text('Saturday’s cut-off'),
      [DRIVER_LICENCE_FIELD]: {
        type: 'file',
        description: 'Driver licence photos: PDF or images, 10 MB in total',
      },
    },
  },
  responses: { 201: jsonContent(RegistrationAnswerSchema, 'The registration is submitted') },
  problems: [409],
});

export const becomeSellerRoutes = createRouter();

addRoute(becomeSellerRoutes, ownRoute, async (c) => {
  const { db } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const view = await findOwnSellerRegistration(db, accountId);
  return c.json(
    {
      registration: view ? serializeSellerRegistration(view) : null,
      is_seller: await isPharmacySeller(db, accountId),
    },
    200,
  );
});

addRoute(becomeSellerRoutes, submitRoute, async (c) => {
  const { db, env, now, logger, temporal, ports } = c.get('deps');
  const caller = c.get('caller');
  const { registration, discard } = await receiveBecomeSellerForm(c, ports.files);
  let row;
  try {
    row = await submitSellerRegistration(db, { caller, registration, now: now() });
  } catch (error) {
    await discard();
    throw error;
  }
  try {
    await startSellerRegistration(temporal.client, env.temporal.taskQueue, {
      id: row.id,
      userId: row.userId,
      accountId: row.accountId,
    });
    await markSellerRegistrationsStarted(db, [row.id], now());
  } catch (error) {
    // The row stands: the start-stranded-workflows relay starts its workflow (outbox).
    logger.error('seller registration workflow not started; the relay will start it', { error, id: row.id });
  }
  const view = await findOwnSellerRegistration(db, caller.account.id);
  return c.json(
    { message: SELLER_REGISTRATION_MESSAGES.submitted, registration: serializeSellerRegistration(view!) },
    201,
  );
});
