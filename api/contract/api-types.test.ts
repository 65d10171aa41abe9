import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

describe('the clients’ API types', () => {
  it('are what the routes declare now (run `npm run generate:api-types` when this fails)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed).toBe(await generateApiTypes());
  });
});
