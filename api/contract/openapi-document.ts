/**
 * The OpenAPI 3.1 document of the whole API, generated from the routes' declarations (nothing in
 * it is written by hand) with the two ways to authenticate.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';

const WEB_SESSION = `The web app: \`Authorization: Web\`, the session cookie set by \`POST /api/v1/session\`
(\`sid\`, or \`__Host-sid\` behind TLS) and, on every state-changing call, the CSRF token from the login
answer or \`<meta name="csrf-token">\` in \`X-CSRF-Token\`.`;

const ACCESS_TOKEN = `The CLI and integrations: \`Authorization: Bearer <personal access token>\`, made on the
account's Access tokens page or with \`POST /api/v1/access_tokens\`.`;

export const SECURITY_SCHEMES = {
  webAuthorization: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: `The literal value \`Web\`. ${WEB_SESSION}`,
  },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: WEB_SESSION },
  csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: WEB_SESSION },
  personalAccessToken: { type: 'http', scheme: 'bearer', description: ACCESS_TOKEN },
} as const;

/** Either the web session (all three parts together) or a personal access token. */
const SECURITY: Record<string, string[]>[] = [
  { webAuthorization: [], sessionCookie: [], csrfToken: [] },
  { personalAccessToken: [] },
];

/** Builds the document of `app` (the whole application: /api/v1 and /api/health). */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Pharmacy marketplace API',
      version: '1',
      description: [
        'The API of the marketplace where independent US pharmacies buy from wholesalers and from each other.',
        'Errors are RFC 9457 problem documents (`application/problem+json`) with a `message` to show and `errors` per field.',
        `Two ways to authenticate:\n\n- ${WEB_SESSION.replaceAll('\n', ' ')}\n- ${ACCESS_TOKEN.replaceAll('\n', ' ')}`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    security: SECURITY,
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
