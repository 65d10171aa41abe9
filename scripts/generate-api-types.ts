/**
 * Regenerates api/contract/openapi.gen.ts from the routes' declarations:
 * `npm run generate:api-types`. Run it after changing a route; the unit tests fail until you do.
 */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from '../api/contract/api-types.ts';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log('api/contract/openapi.gen.ts is up to date.');
