import { Hono } from 'hono';
import { changePassword } from '../../activities/identity/change-password.ts';
import { ChangePasswordSchema } from '../../domain/identity/schemas.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../validation.ts';
import { serializeCaller } from './serializers.ts';

/** Who is calling, and their own password. */
export const userRoutes = new Hono<AppEnv>()
  .get('/users/me', (c) => c.json(serializeCaller(c.get('caller'))))
  .put('/users/me/password', async (c) => {
    const { db, now } = c.get('deps');
    const input = await readJson(c, ChangePasswordSchema);
    await changePassword(db, c.get('caller'), input, now());
    return c.json({ message: 'Your password has been changed.' });
  });
