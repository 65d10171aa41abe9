import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../context.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

/** The routes that serve the document itself (and its viewer), which the document does not list. */
const DOCS_PATHS = new Set(['/api/openapi.json', '/api/docs', '/api/docs/scalar.js']);

/** `/api/v1/orders/:id{[0-9a-f-]+}/delivered` as the document writes it: `/api/v1/orders/{id}/delivered`. */
const documentPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** Every method and path the application answers under /api, except middleware and the catch-alls. */
function servedRoutes() {
  const app = createApp({} as AppDeps, { serveSpa: false });
  const served = new Set<string>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*') || route.method === 'ALL') continue;
    if (DOCS_PATHS.has(route.path)) continue;
    served.add(`${route.method.toLowerCase()} ${documentPath(route.path)}`);
  }
  return served;
}

function documentedRoutes() {
  const document = buildOpenApiDocument(createApp({} as AppDeps, { serveSpa: false }));
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      if (item[method]) documented.add(`${method} ${path}`);
    }
  }
  return documented;
}

describe('the contract', () => {
  it('documents every route the API serves, and serves every route it documents', () => {
    const served = servedRoutes();
    const documented = documentedRoutes();
    expect([...served].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !served.has(route)).sort()).toEqual([]);
    // The walk finds the whole API (136 routes when this was written), not an empty app.
    expect(served.size).toBeGreaterThan(100);
  });
});
