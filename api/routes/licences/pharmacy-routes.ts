/**
 * The pharmacy's licences (issue 12): each with its status and any renewed licence waiting for
 * support, whether the account is held, and the upload of a renewed licence (multipart: `file`,
 * a PDF or an image by its magic bytes, ≤ 10 MB, and `expires_on`).
 */
import { assertOwnLicence, submitLicenceUpdate } from '../../../services/licences/licence-updates.ts';
import { findLicenceUpdate, listLicenceUpdates } from '../../../db/queries/licence-updates.ts';
import { listLicencesOf } from '../../../db/queries/licences.ts';
import { INVALID_DATE_MESSAGE, parseDate } from '../../../domain/dates.ts';
import { DOCUMENT_MAX_BYTES, FILE_MESSAGES } from '../../../domain/files/document-kind.ts';
import { expiredLicence, LICENCE_MESSAGES } from '../../../domain/licences/licence-watch.ts';
import { licenceStatus } from '../../../domain/licences/licence-status.ts';
import { isoDateIn } from '../../../domain/zoned-dates.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { discardUploads, receiveMultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';
import { IdParam, LicenceListSchema, LicenceUpdateAnswerSchema } from './schemas.ts';
import { serializeLicenceUpdate } from './serializers.ts';

const area = 'licences';
const access = ['pharmacy'] as const;

export const LICENCE_UPLOAD_PATH = /^\/api\/v1\/pharmacy\/licences\/[^/]+\/updates$/;

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/licences',
  area,
  access,
  summary: 'The pharmacy’s licences, their status, renewed licences waiting for support, and the hold',
  responses: { 200: jsonContent(LicenceListSchema, 'The licences') },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/licences/{id}/updates',
  rateLimit: 'documents',
  area,
  access,
  summary: 'Upload the renewed licence with its new expiry; support approves it',
  request: {
    params: IdParam,
    upload: {
      file: { type: 'file', description: 'The renewed licence: a PDF or an image, at most 10 MB' },
      expires_on: { type: 'text', description: 'The new expiry date, YYYY-MM-DD' },
    },
  },
  responses: { 201: jsonContent(LicenceUpdateAnswerSchema, 'The renewed licence waits for support') },
  problems: [404, 409],
});

export const pharmacyLicenceRoutes = createRouter();

addRoute(pharmacyLicenceRoutes, listRoute, async (c) => {
  const { db, now } = c.get('deps');
  const account = c.get('caller').account;
  const today = isoDateIn(now(), account.timeZone);
  const [licences, updates] = await Promise.all([
    listLicencesOf(db, account.id),
    listLicenceUpdates(db, account.id),
  ]);
  const expired = expiredLicence(licences, today);
  const data = licences.map((l) => {
    const pending = updates.find((u) => u.update.licenceId === l.id && u.update.status === 'pending');
    return {
      id: l.id,
      kind: l.kind,
      number: l.number,
      state_code: l.stateCode,
      expires_on: l.expiresOn,
      status: licenceStatus(l.expiresOn, today),
      pending_update: pending ? serializeLicenceUpdate(pending) : null,
    };
  });
  return c.json(
    { data, held: expired !== null, held_message: expired ? LICENCE_MESSAGES.held(expired) : null },
    200,
  );
});

addRoute(pharmacyLicenceRoutes, uploadRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  const caller = c.get('caller');
  await assertOwnLicence(db, c.req.valid('param').id, caller.account.id);
  const form = await receiveMultipartForm(c, ports.files, {
    files: { file: { folder: 'licences', maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES } },
    maxParts: 2,
    maxFieldBytes: 64,
  });
  try {
    const [file] = form.files.file ?? [];
    if (!file) throw fieldRefused('file', FILE_MESSAGES.noFile);
    const stray = Object.keys(form.fields).find((name) => name !== 'expires_on');
    if (stray) throw fieldRefused(stray, 'is not a permitted field');
    const expiresOn = parseDate(form.fields.expires_on?.[0] ?? '');
    if (!expiresOn) throw fieldRefused('expires_on', INVALID_DATE_MESSAGE);
    const row = await submitLicenceUpdate(db, {
      caller,
      licenceId: c.req.valid('param').id,
      newExpiresOn: expiresOn,
      file,
      now: now(),
    });
    const view = await findLicenceUpdate(db, row.id, caller.account.id);
    return c.json({ message: LICENCE_MESSAGES.updateSubmitted, update: serializeLicenceUpdate(view!) }, 201);
  } catch (error) {
    await discardUploads(ports.files, form);
    throw error;
  }
});
