import { Hono } from 'hono';
import { logIn } from '../../activities/identity/log-in.ts';
import { revokeSession } from '../../activities/identity/sessions.ts';
import { LoginSchema } from '../../domain/identity/schemas.ts';
import { clientIp } from '../client-ip.ts';
import type { AppEnv } from '../context.ts';
import { clearSessionCookie, writeSessionCookie } from '../middleware/session-cookie.ts';
import { readJson } from '../validation.ts';
import { serializeCaller } from './serializers.ts';

/** Log in and out of the web app (POST/DELETE /api/v1/session). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/session', async (c) => {
    const { db, env, now } = c.get('deps');
    const input = await readJson(c, LoginSchema);
    const { caller, token } = await logIn(db, {
      ...input,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
      requestId: c.get('requestId'),
      now: now(),
      policy: env.session,
    });
    writeSessionCookie(c, env, token);
    return c.json(serializeCaller(caller));
  })
  .delete('/session', async (c) => {
    const { db, env, now } = c.get('deps');
    const caller = c.get('caller');
    if (caller.via.kind === 'session') await revokeSession(db, caller.via.sessionId, now());
    clearSessionCookie(c, env);
    return c.body(null, 204);
  });
