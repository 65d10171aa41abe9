/**
 * Support's review of new pharmacy accounts (issue 12): the queue, one application with its
 * checks and documents, a document's download, and the decisions (approve, reject with a reason,
 * ask for more information), sent to `account-review:<accountId>` as a validated update.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { findAccountReview, listAccountReviews } from '../../../db/queries/signup/account-reviews.ts';
import { accountReviewDocuments } from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import {
  assertReviewDecidable,
  REVIEW_MESSAGES,
  type AccountReviewDecision,
} from '../../../domain/signup/account-review.ts';
import { decideAccountReview } from '../../../platform/temporal/account-reviews.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { reviewChecks, serializeReviewDetail, serializeReviewSummary } from './review-serializers.ts';
import {
  EmptyBody,
  RejectBody,
  RequestInfoBody,
  ReviewAnswerSchema,
  ReviewDetailSchema,
  ReviewDocumentParam,
  ReviewIdParam,
  ReviewListSchema,
} from './schemas.ts';

const area = 'signup';
const access = ['support'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/support/account_reviews',
  area,
  access,
  summary: 'New pharmacy accounts: the review queue, waiting ones first',
  responses: { 200: jsonContent(ReviewListSchema, 'The reviews') },
});
const detailRoute = defineRoute({
  method: 'get',
  path: '/support/account_reviews/{id}',
  area,
  access,
  summary: 'One application: the applicant’s data, licences, documents and checks',
  request: { params: ReviewIdParam },
  responses: { 200: jsonContent(ReviewDetailSchema, 'The application') },
  problems: [404],
});
const documentRoute = defineRoute({
  method: 'get',
  path: '/support/account_reviews/{id}/documents/{document_id}',
  area,
  access,
  summary: 'Download one document of an application',
  request: { params: ReviewDocumentParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});
const decisionRoute = <B extends typeof EmptyBody | typeof RejectBody | typeof RequestInfoBody>(
  verb: string,
  summary: string,
  body: B,
) =>
  defineRoute({
    method: 'patch',
    path: `/support/account_reviews/{id}/${verb}`,
    area,
    access,
    summary,
    request: { params: ReviewIdParam, body },
    responses: { 200: jsonContent(ReviewAnswerSchema, 'Decided') },
    problems: [404, 409, 503],
  });
const approveRoute = decisionRoute('approve', 'Approve the account: it becomes active', EmptyBody);
const rejectRoute = decisionRoute('reject', 'Reject the application with a reason', RejectBody);
const requestInfoRoute = decisionRoute(
  'request_info',
  'Ask the pharmacy for more information',
  RequestInfoBody,
);

export const reviewRoutes = createRouter();

addRoute(reviewRoutes, listRoute, async (c) => {
  const rows = await listAccountReviews(c.get('deps').db);
  return c.json({ data: rows.map(serializeReviewSummary) }, 200);
});

addRoute(reviewRoutes, detailRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  const detail = await findAccountReview(db, c.req.valid('param').id);
  if (!detail) throw notFound('Application');
  const ncpdp = detail.profile.ncpdpNumber;
  const directory = ncpdp ? await ports.ncpdp.find(ncpdp) : null;
  return c.json(serializeReviewDetail(detail, reviewChecks(detail, directory, isoDate(now()))), 200);
});

addRoute(reviewRoutes, documentRoute, async (c) => {
  const { db } = c.get('deps');
  const { id, document_id } = c.req.valid('param');
  const [doc] = await db
    .select()
    .from(accountReviewDocuments)
    .where(
      and(
        eq(accountReviewDocuments.id, document_id),
        eq(accountReviewDocuments.reviewId, id),
        ne(accountReviewDocuments.fileKey, ''),
      ),
    );
  if (!doc) throw notFound('Document');
  return await sendStoredFile(c, doc);
});

const ANSWERS = {
  approve: REVIEW_MESSAGES.approved,
  reject: REVIEW_MESSAGES.rejected,
  request_info: REVIEW_MESSAGES.infoRequested,
} as const;

/** Finds the review (404), refuses a decided one (409) and sends the decision to its workflow. */
async function decide(c: Context<AppEnv>, id: string, decision: AccountReviewDecision) {
  const { db, temporal } = c.get('deps');
  const detail = await findAccountReview(db, id);
  if (!detail) throw notFound('Application');
  assertReviewDecidable(detail.review.status, decision);
  const state = await decideAccountReview(temporal, detail.review.accountId, decision, {
    updateId: updateIdOf(c, `decide-account-review:${id}:${decision.decision}`),
  });
  return c.json({ message: ANSWERS[decision.decision], status: state.status }, 200);
}

addRoute(reviewRoutes, approveRoute, async (c) =>
  decide(c, c.req.valid('param').id, { decision: 'approve', userId: c.get('caller').user.id }),
);
addRoute(reviewRoutes, rejectRoute, async (c) =>
  decide(c, c.req.valid('param').id, {
    decision: 'reject',
    userId: c.get('caller').user.id,
    reason: c.req.valid('json').reason,
  }),
);
addRoute(reviewRoutes, requestInfoRoute, async (c) =>
  decide(c, c.req.valid('param').id, {
    decision: 'request_info',
    userId: c.get('caller').user.id,
    message: c.req.valid('json').message,
  }),
);
