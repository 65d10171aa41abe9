import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { authenticateSession } from '../activities/identity/sessions.ts';
import type { AppEnv } from './context.ts';
import { readSessionCookie } from './middleware/session-cookie.ts';

const CSRF_META = '<meta name="csrf-token" content="">';

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other page
 * route with the session's CSRF token in <meta name="csrf-token"> (empty when logged out).
 */
export function spaRoutes(webDistDir: string) {
  const root = resolve(webDistDir);
  let template: Promise<string> | undefined;
  const loadTemplate = () => (template ??= readFile(join(root, 'index.html'), 'utf8'));

  return new Hono<AppEnv>()
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('/assets/*', serveStatic({ root }))
    .get('/favicon.svg', serveStatic({ root }))
    .get('*', async (c) => {
      const { db, env, now } = c.get('deps');
      let html: string;
      try {
        html = await loadTemplate();
      } catch {
        template = undefined;
        return c.text('The web app is not built. Run `npm run build:web` (npm start does it for you).', 503);
      }
      const token = readSessionCookie(c, env);
      const caller = token ? await authenticateSession(db, token, now(), env.session) : null;
      const csrf = caller?.via.kind === 'session' ? caller.via.csrfToken : '';
      c.header('Cache-Control', 'no-store');
      return c.html(html.replace(CSRF_META, `<meta name="csrf-token" content="${csrf}">`));
    });
}
