import { Hono } from 'hono';
import { z } from 'zod';
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from '../../activities/identity/access-tokens.ts';
import { CreateAccessTokenSchema } from '../../domain/identity/schemas.ts';
import { publish, streams } from '../../platform/realtime/publish.ts';
import type { AppEnv } from '../context.ts';
import { parseWith, readJson } from '../validation.ts';
import { iso } from '../contract/wire-format.ts';

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

type TokenRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};
const serialize = (t: TokenRow) => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  created_at: iso(t.createdAt),
  last_used_at: iso(t.lastUsedAt),
  expires_at: iso(t.expiresAt),
});

/** Personal access tokens of the calling user (for the CLI and integrations). */
export const accessTokenRoutes = new Hono<AppEnv>()
  .get('/access_tokens', async (c) => {
    const rows = await listAccessTokens(c.get('deps').db, c.get('caller'));
    return c.json({ data: rows.map(serialize) });
  })
  .post('/access_tokens', async (c) => {
    const { db, sql, now } = c.get('deps');
    const caller = c.get('caller');
    const input = await readJson(c, CreateAccessTokenSchema);
    const created = await createAccessToken(db, caller, {
      name: input.name,
      expiresInDays: input.expires_in_days,
      now: now(),
    });
    await publish(sql, streams.user(caller.user.id), {
      type: 'notification',
      message: `A new access token "${created.name}" was created.`,
    });
    return c.json({ ...serialize(created), token: created.token }, 201);
  })
  .delete('/access_tokens/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    await revokeAccessToken(db, c.get('caller'), id, now());
    return c.body(null, 204);
  });
