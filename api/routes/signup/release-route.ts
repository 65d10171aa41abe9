/**
 * `PATCH /support/account_reviews/{id}/release_identifiers` (issue 22): support releases a rejected
 * application's identifiers, so they are never named again as colliding with another application.
 */
import { IDENTIFIER_MESSAGES } from '../../../domain/signup/identifiers.ts';
import { releaseApplicationIdentifiers } from '../../../services/signup/release-identifiers.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { EmptyBody, ReleaseAnswerSchema, ReviewIdParam } from './schemas.ts';

const releaseRoute = defineRoute({
  method: 'patch',
  path: '/support/account_reviews/{id}/release_identifiers',
  area: 'signup',
  access: ['support'],
  summary: 'Release a rejected application’s identifiers (email, DEA, tax id, licences)',
  request: { params: ReviewIdParam, body: EmptyBody },
  responses: { 200: jsonContent(ReleaseAnswerSchema, 'Released') },
  problems: [404, 409],
});

export const releaseIdentifiersRoutes = createRouter();

addRoute(releaseIdentifiersRoutes, releaseRoute, async (c) => {
  const { db, now } = c.get('deps');
  await releaseApplicationIdentifiers(db, {
    reviewId: c.req.valid('param').id,
    userId: c.get('caller').user.id,
    now: now(),
  });
  return c.json({ message: IDENTIFIER_MESSAGES.released }, 200);
});
