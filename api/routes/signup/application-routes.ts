/**
 * The applicant follows its application (issue 12): `POST /signup/application` answers its status
 * and what support asked; `POST /signup/application/answer` (multipart: application_token,
 * comment, document) answers a request for more information, which the review workflow receives as
 * the `applicantAnswered` signal. Both are public: the application token is the credential.
 */
import { addApplicantAnswer, findApplication } from '../../../services/signup/applications.ts';
import { DomainError } from '../../../domain/errors.ts';
import { DOCUMENT_MAX_BYTES } from '../../../domain/files/document-kind.ts';
import { assertAnswerable, REVIEW_MESSAGES } from '../../../domain/signup/account-review.ts';
import { signalApplicantAnswered } from '../../../platform/temporal/account-reviews.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { discardUploads, receiveMultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';
import { AnswerAnswerSchema, ApplicationBody, ApplicationSchema } from './schemas.ts';

const MAX_COMMENT = 2000;

const statusRoute = defineRoute({
  method: 'post',
  path: '/signup/application',
  area: 'signup',
  access: 'public',
  rateLimit: 'signup',
  summary: 'An applicant’s application: its status and what support asked',
  request: { body: ApplicationBody },
  responses: { 200: jsonContent(ApplicationSchema, 'The application') },
  problems: [404],
});
const answerRoute = defineRoute({
  method: 'post',
  path: '/signup/application/answer',
  area: 'signup',
  access: 'public',
  rateLimit: 'signup',
  summary: 'Answer support’s request for more information (a document and/or a comment)',
  request: {
    upload: {
      application_token: { type: 'text', description: 'The token the signup answered' },
      comment: { type: 'text', description: 'The applicant’s comment (at most 2000 characters)' },
      document: { type: 'file', description: 'A PDF or image of at most 10 MB' },
    },
  },
  responses: { 200: jsonContent(AnswerAnswerSchema, 'Sent') },
  problems: [404, 409],
});

type Found = Awaited<ReturnType<typeof findApplication>>;
const serialize = ({ review, name }: Found) => ({
  business_legal_name: name,
  email_verified: review.emailVerifiedAt !== null,
  status: review.status,
  info_request: review.status === 'more_info_requested' ? review.infoRequest : null,
  rejection_reason: review.rejectionReason,
  created_at: review.createdAt.toISOString(),
});

export const applicationRoutes = createRouter();

addRoute(applicationRoutes, statusRoute, async (c) => {
  const found = await findApplication(c.get('deps').db, c.req.valid('json').application_token);
  return c.json(serialize(found), 200);
});

addRoute(applicationRoutes, answerRoute, async (c) => {
  const { db, ports, temporal } = c.get('deps');
  const form = await receiveMultipartForm(c, ports.files, {
    files: { document: { folder: 'signup_documents', maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES } },
    maxParts: 3,
    maxFieldBytes: 8 * 1024,
  });
  let answerId: string;
  let found: Found;
  try {
    const token = form.fields.application_token?.[0];
    if (!token) throw fieldRefused('application_token', 'is required');
    const stray = Object.keys(form.fields).find((f) => f !== 'application_token' && f !== 'comment');
    if (stray) throw fieldRefused(stray, 'is not a permitted field');
    const comment = (form.fields.comment?.[0] ?? '').trim();
    if (comment.length > MAX_COMMENT)
      throw fieldRefused('comment', `is longer than ${MAX_COMMENT} characters`);
    const file = form.files.document?.[0] ?? null;
    if (!file && !comment)
      throw new DomainError('REQUEST_INVALID', 'Please attach a document or write a comment.', {
        fields: { comment: ['Please attach a document or write a comment.'] },
      });
    found = await findApplication(db, token);
    assertAnswerable(found.review.status);
    answerId = await addApplicantAnswer(db, found.review.id, { file, comment });
  } catch (error) {
    await discardUploads(ports.files, form);
    throw error;
  }
  await signalApplicantAnswered(temporal, found.review.accountId, answerId);
  return c.json({ message: REVIEW_MESSAGES.answered, application: serialize(found) }, 200);
});
