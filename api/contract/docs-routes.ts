/**
 * GET /api/openapi.json (the generated document) and GET /api/docs (an API reference rendered from
 * it by Scalar, served from this server so it works without the internet). Both are public: they
 * describe the API, they grant nothing.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/** Scalar's self-contained browser build (the package exports no path to it, so it is found beside its entry). */
const SCALAR_BUNDLE = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser/standalone.js',
);

/** Offline and self-contained: no remote fonts, no hosted AI agent, MCP or developer toolbar. */
const SCALAR_CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  hideDownloadButton: false,
  metaData: { title: 'Pharmacy marketplace API' },
}).replaceAll('"', '&quot;');

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pharmacy marketplace API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration="${SCALAR_CONFIGURATION}"></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>`;

/** The document and reference routes of `app`; the document is built once, on first request. */
export function docsRoutes(app: OpenAPIHono<AppEnv>) {
  let document: OpenApiDocument | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json((document ??= buildOpenApiDocument(app))))
    .get('/docs', (c) => c.html(DOCS_PAGE))
    .get('/docs/scalar.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(Readable.toWeb(createReadStream(SCALAR_BUNDLE)) as ReadableStream);
    });
}
