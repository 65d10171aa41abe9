import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

const KEY = /^[\w.:-]{8,255}$/;

/**
 * A request's Idempotency-Key, when sent, becomes the workflow update's id: a retried request is
 * the same update and answers the same way instead of being applied (or refused) a second time.
 */
export function updateIdOf(c: Context<AppEnv>, command: string): string | undefined {
  const key = c.req.header('Idempotency-Key');
  return key && KEY.test(key) ? `${command}:${c.get('caller').account.id}:${key}` : undefined;
}
