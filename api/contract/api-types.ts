/**
 * The clients' types, generated from the OpenAPI document (openapi-typescript) into
 * api/contract/openapi.gen.ts: the web app and the CLI declare no response type by hand. The
 * unit test beside this file fails when the committed file is not what the routes generate now.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../app.ts';
import type { AppDeps } from '../context.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

export const API_TYPES_FILE = fileURLToPath(new URL('./openapi.gen.ts', import.meta.url));

const HEADER = `/**
 * Generated from the API's OpenAPI document by \`npm run generate:api-types\`: do not edit.
 * The types of every /api/v1 request and response, for the web app and the CLI.
 */
`;

/** The document of the routes as they are declared now (no process dependencies are touched). */
export function currentOpenApiDocument() {
  return buildOpenApiDocument(createApp({} as AppDeps, { serveSpa: false }));
}

/** The text of openapi.gen.ts for the routes as they are declared now. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(currentOpenApiDocument() as never, { exportType: true, alphabetize: true });
  return HEADER + astToString(ast);
}
