import type { MiddlewareHandler } from 'hono';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterField,
  hasControlCharacter,
} from '../../domain/control-characters.ts';
import { DomainError } from '../../domain/errors.ts';
import { isNestedDeeperThan, JSON_TOO_DEEP_MESSAGE } from '../../domain/json-depth.ts';
import type { AppEnv } from '../context.ts';

function refuse(field: string, message = CONTROL_CHARACTER_MESSAGE): DomainError {
  return new DomainError('REQUEST_INVALID', `${field}: ${message}`, { fields: { [field]: [message] } });
}

/**
 * Refuses a control character anywhere in the query string or a JSON body with 400 naming the
 * field, before any handler runs (domain/control-characters.ts). Multipart uploads check their
 * own fields as they read them (api/routes/imports/upload.ts). A JSON body nested deeper than any
 * request of ours is refused first, naming the body (domain/json-depth.ts): the walk below, and
 * zod after it, recurse. The body was limited before this parse (limitBodies).
 */
export const refuseControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasControlCharacter(name) || values.some(hasControlCharacter)) throw refuse(name);
  }
  if ((c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
    // Hono keeps the parsed body, so the route's validator reads it again without a second parse.
    const body: unknown = await c.req.json().catch(() => undefined);
    if (isNestedDeeperThan(body)) throw refuse('body', JSON_TOO_DEEP_MESSAGE);
    const field = controlCharacterField(body);
    if (field) throw refuse(field);
  }
  await next();
};
