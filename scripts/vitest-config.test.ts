import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

describe('the test configuration', () => {
  it('fails the run on a forgotten .only, on a developer machine as in CI (`.only` fails npm test)', () => {
    expect(config.test?.allowOnly).toBe(false);
  });
});
