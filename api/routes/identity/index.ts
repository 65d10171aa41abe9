/**
 * Identity (issue 2): logging in and out of the web app, who is calling, one's own password,
 * personal access tokens, and a pharmacy's locations.
 */
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from '../../../services/identity/access-tokens.ts';
import { changePassword } from '../../../services/identity/change-password.ts';
import { setPasswordFromLink } from '../../../services/identity/set-password.ts';
import { logIn } from '../../../services/identity/log-in.ts';
import { revokeSession } from '../../../activities/identity/sessions.ts';
import { loadLocationExtras } from '../../../db/queries/location-details.ts';
import { findLocationForCaller, listLocationsForCaller } from '../../../db/queries/locations.ts';
import { notFound } from '../../../domain/errors.ts';
import { publish, streams } from '../../../platform/realtime/publish.ts';
import { clientIp } from '../../client-ip.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  clearSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from '../../middleware/session-cookie.ts';
import * as routes from './routes.ts';
import { serializeAccessToken, serializeCaller, serializeLocation } from './serializers.ts';

export const identityRoutes = createRouter();

addRoute(identityRoutes, routes.logIn, async (c) => {
  const { db, env, now } = c.get('deps');
  const { caller, token } = await logIn(db, {
    ...c.req.valid('json'),
    presentedSessionToken: readSessionCookie(c, env),
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
    requestId: c.get('requestId'),
    now: now(),
    policy: env.session,
  });
  writeSessionCookie(c, env, token);
  return c.json(serializeCaller(caller), 200);
});

addRoute(identityRoutes, routes.setPassword, async (c) => {
  const { db, now } = c.get('deps');
  const { email } = await setPasswordFromLink(db, {
    ...c.req.valid('json'),
    ip: clientIp(c),
    requestId: c.get('requestId'),
    now: now(),
  });
  return c.json({ message: 'Your password is set. Sign in with it.', email }, 200);
});

addRoute(identityRoutes, routes.logOut, async (c) => {
  const { db, env, now } = c.get('deps');
  const caller = c.get('caller');
  if (caller.via.kind === 'session') await revokeSession(db, caller.via.sessionId, now());
  clearSessionCookie(c, env);
  return c.body(null, 204);
});

addRoute(identityRoutes, routes.me, (c) => c.json(serializeCaller(c.get('caller')), 200));

addRoute(identityRoutes, routes.changePassword, async (c) => {
  const { db, now } = c.get('deps');
  await changePassword(db, c.get('caller'), c.req.valid('json'), { ip: clientIp(c), now: now() });
  return c.json({ message: 'Your password has been changed.' }, 200);
});

addRoute(identityRoutes, routes.listAccessTokens, async (c) => {
  const rows = await listAccessTokens(c.get('deps').db, c.get('caller'));
  return c.json({ data: rows.map(serializeAccessToken) }, 200);
});

addRoute(identityRoutes, routes.createAccessToken, async (c) => {
  const { db, sql, now } = c.get('deps');
  const caller = c.get('caller');
  const input = c.req.valid('json');
  const created = await createAccessToken(db, caller, {
    name: input.name,
    currentPassword: input.current_password,
    expiresInDays: input.expires_in_days,
    ip: clientIp(c),
    now: now(),
  });
  await publish(sql, streams.user(caller.user.id), {
    type: 'notification',
    message: `A new access token "${created.name}" was created.`,
  });
  return c.json({ ...serializeAccessToken(created), token: created.token }, 201);
});

addRoute(identityRoutes, routes.revokeAccessToken, async (c) => {
  const { db, now } = c.get('deps');
  await revokeAccessToken(db, c.get('caller'), c.req.valid('param').id, now());
  return c.body(null, 204);
});

addRoute(identityRoutes, routes.listLocations, async (c) => {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const rows = await listLocationsForCaller(db, caller);
  const extras = await loadLocationExtras(
    db,
    rows.map((r) => r.id),
  );
  return c.json({ data: rows.map((r) => serializeLocation(r, extras.get(r.id), caller)) }, 200);
});

addRoute(identityRoutes, routes.locationAddress, async (c) => {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const location = await findLocationForCaller(db, caller, c.req.valid('param').id);
  if (!location) throw notFound('Location');
  const extras = await loadLocationExtras(db, [location.id]);
  return c.json(serializeLocation(location, extras.get(location.id), caller), 200);
});
