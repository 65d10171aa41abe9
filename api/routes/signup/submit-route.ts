/**
 * `POST /api/v1/users/signup/pharmacy` (issue 12): the whole signup as one multipart form — the
 * text fields (`licences` as a JSON array of licence groups), the state licence files
 * (`state_licence_files[]`, in the licences' order) and the DEA file (`dea_file`). Files are
 * checked by their magic bytes; a refused field, an account conflict or a failed write leaves
 * nothing stored. After the commit, the account's review workflow starts.
 */
import { markAccountReviewsStarted } from '../../../activities/signup/start-review.ts';
import { submitSignup } from '../../../services/signup/submit-signup.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DOCUMENT_MAX_BYTES } from '../../../domain/files/document-kind.ts';
import { documentsRequired, SIGNUP_MESSAGES } from '../../../domain/signup/field-rules.ts';
import { signupSchema } from '../../../domain/signup/signup-schema.ts';
import { startAccountReview } from '../../../platform/temporal/account-reviews.ts';
import { parseWith } from '../../contract/request-invalid.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { discardUploads, receiveMultipartForm, type MultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';
import { SignupAnswerSchema } from './schemas.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterField } from '../../../domain/control-characters.ts';
import { isNestedDeeperThan, JSON_TOO_DEEP_MESSAGE } from '../../../domain/json-depth.ts';

const MAX_LICENCE_FILES = 10;
const TOTAL_MESSAGE = 'The files together cannot exceed 50MB';

const submitRoute = defineRoute({
  method: 'post',
  path: '/users/signup/pharmacy',
  area: 'signup',
  access: 'public',
  rateLimit: 'signupSubmit',
  summary: 'Sign up a pharmacy (multipart: the signup fields and the licence documents)',
  request: {
    upload: {
      email: {
        type: 'text',
        description: 'The admin user’s email; every field of the signup schema likewise',
      },
      licences: { type: 'text', description: 'JSON array of licence groups (number, state_id, date parts)' },
      state_licence_files: {
        type: 'file',
        description: 'State licence documents (pdf/jpg/jpeg/png/gif, ≤ 10 MB)',
      },
      dea_file: {
        type: 'file',
        description: 'The DEA registration document (pdf/jpg/jpeg/png/gif, ≤ 10 MB)',
      },
    },
  },
  responses: { 201: jsonContent(SignupAnswerSchema, 'Signed up; the account waits for review') },
  problems: [422],
});

/** The form's text fields as the schema reads them: one value each, licences parsed, ticks as booleans. */
function fieldsOf(form: MultipartForm): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(form.fields)) {
    if (values.length > 1) throw fieldRefused(name, 'was sent more than once');
    fields[name] = values[0];
  }
  if (typeof fields.licences === 'string') {
    try {
      fields.licences = JSON.parse(fields.licences);
    } catch {
      throw fieldRefused('licences', 'is not a JSON array');
    }
    if (isNestedDeeperThan(fields.licences)) throw fieldRefused('licences', JSON_TOO_DEEP_MESSAGE);
    // The JSON's escapes (\u0000…) hide control characters from the form reader's check.
    const hidden = controlCharacterField(fields.licences, 'licences');
    if (hidden) throw fieldRefused(hidden, CONTROL_CHARACTER_MESSAGE);
  }
  for (const tick of ['terms', 'documents_by_fax'])
    if (tick in fields) fields[tick] = fields[tick] === 'true' || fields[tick] === '1';
  return fields;
}

export const submitSignupRoutes = createRouter();

addRoute(submitSignupRoutes, submitRoute, async (c) => {
  const { db, env, logger, now, ports, temporal } = c.get('deps');
  const form = await receiveMultipartForm(c, ports.files, {
    files: {
      state_licence_files: {
        folder: 'signup_documents',
        maxFiles: MAX_LICENCE_FILES,
        maxBytes: DOCUMENT_MAX_BYTES,
      },
      dea_file: { folder: 'signup_documents', maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES },
    },
    total: { maxBytes: 5 * DOCUMENT_MAX_BYTES, message: TOTAL_MESSAGE },
    maxParts: 60,
    maxFieldBytes: 1024 * 1024,
  });
  try {
    const { resume_token: resumeToken, ...fields } = fieldsOf(form);
    const input = parseWith(signupSchema(isoDate(now())), fields);
    const documents = { stateLicence: form.files.state_licence_files ?? [], dea: form.files.dea_file ?? [] };
    if (documentsRequired(input.documents_by_fax)) {
      if (documents.stateLicence.length === 0)
        throw fieldRefused('state_licence_files', SIGNUP_MESSAGES.documents);
      if (documents.dea.length === 0) throw fieldRefused('dea_file', SIGNUP_MESSAGES.documents);
    }
    const token = typeof resumeToken === 'string' ? resumeToken : undefined;
    const signed = await submitSignup(db, { ...input, resumeToken: token }, documents);
    try {
      await startAccountReview(temporal.client, env.temporal.taskQueue, signed.accountId);
      await markAccountReviewsStarted(db, [signed.accountId], now());
    } catch (error) {
      // The signup stands: the start-stranded-workflows relay starts its review within minutes.
      logger.error('account review not started; the relay will start it', {
        error,
        accountId: signed.accountId,
      });
    }
    return c.json(
      {
        message: 'Thank you! Your application was received and is under review.',
        account_id: signed.accountId,
        application_token: signed.applicationToken,
      },
      201,
    );
  } catch (error) {
    await discardUploads(ports.files, form);
    throw error;
  }
});
