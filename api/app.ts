import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../domain/errors.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { authenticate } from './middleware/authenticate.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { handleError, handleNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { accessTokenRoutes } from './routes/access-tokens.ts';
import { healthRoutes } from './routes/health.ts';
import { locationRoutes } from './routes/locations.ts';
import { sessionRoutes } from './routes/session.ts';
import { supportWorkflowRoutes } from './routes/support-workflows.ts';
import { userRoutes } from './routes/users.ts';
import { spaRoutes } from './spa.ts';

/** JSON bodies are small; uploads get their own limits on their own routes. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The /api/v1 routes, each area a router of its own. */
export function createApiV1() {
  return new Hono<AppEnv>()
    .use('*', authenticate())
    .use('*', csrfProtection())
    .route('/', sessionRoutes)
    .route('/', userRoutes)
    .route('/', accessTokenRoutes)
    .route('/', locationRoutes)
    .route('/', supportWorkflowRoutes)
    .all('*', () => {
      throw new DomainError('RESOURCE_NOT_FOUND', 'Not found');
    });
}

/** The whole HTTP application: API, health, and the SPA. */
export function createApp(deps: AppDeps, options: { serveSpa?: boolean } = {}) {
  const app = new Hono<AppEnv>()
    .use('*', requestContext(deps))
    .use('*', securityHeaders())
    .use(
      '/api/*',
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: () => {
          throw new DomainError('REQUEST_INVALID', 'The request body is too large.');
        },
      }),
    )
    .route('/api', healthRoutes)
    .route('/api/v1', createApiV1());
  app.all('/api/*', handleNotFound);
  if (options.serveSpa ?? true) app.route('/', spaRoutes(deps.env.webDistDir));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
