/** A bare app around area routers, for the contract's own unit tests (no database, no Temporal). */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';
import { handleError } from '../middleware/errors.ts';
import { createLogger } from '../../platform/logger.ts';
import { installValidationMessages } from '../../domain/validation-messages.ts';
import type { Router } from './router.ts';

export function appAround(routers: Router[], options: { contractChecks: boolean }) {
  installValidationMessages();
  const logger = createLogger({ level: 'silent' });
  const deps = { env: { contractChecks: options.contractChecks }, logger } as unknown as AppDeps;
  const app = new OpenAPIHono<AppEnv>().use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('logger', logger);
    c.set('requestId', 'test');
    await next();
  });
  for (const router of routers) app.route('/', router);
  app.onError(handleError);
  return app;
}
