import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../domain/errors.ts';
import { PROBLEM_CODES, ProblemCodeSchema } from './problem-schema.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_FOLDERS = ['activities', 'api', 'cli', 'domain', 'platform', 'workflows'];

/** Every non-test TypeScript file under the server-side folders. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|gen)\.ts$/.test(entry.name)) files.push(path);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(join(ROOT, folder));
  return files;
}

/**
 * The code literals a source file throws or answers with: the first argument of a DomainError, of
 * a refusal helper (`refuse`, `refusal`, `BulkRefused`, a subclass's `super`), and a `code:` that is
 * UPPER_SNAKE (a problem's, a refused item's).
 */
const THROWN =
  /(?:new DomainError|\brefuse|\brefusal|BulkRefused|\bsuper)\(\s*'([A-Z][A-Z0-9_]+)'|\bcode: '([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g;

function thrownCodes(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(THROWN)) {
      const code = match[1] ?? match[2]!;
      seen.set(code, [...(seen.get(code) ?? []), relative(ROOT, file)]);
    }
  }
  return seen;
}

describe('the problem code enum', () => {
  it('lists every code of domain/errors.ts, plus INTERNAL', () => {
    expect([...PROBLEM_CODES].sort()).toEqual([...Object.keys(ERROR_STATUS), 'INTERNAL'].sort());
    expect(ProblemCodeSchema.safeParse('RULE_VIOLATION').success).toBe(false);
  });

  it('holds every code the sources throw (a scan of activities, api, cli, domain, platform, workflows)', () => {
    const thrown = thrownCodes();
    // The scan finds the refusals (a broken pattern would pass vacuously).
    expect(thrown.size).toBeGreaterThan(40);
    const unknown = [...thrown].filter(([code]) => !(PROBLEM_CODES as readonly string[]).includes(code));
    expect(Object.fromEntries(unknown)).toEqual({});
  });

  it('has no catch-all rule code left', () => {
    expect(Object.keys(ERROR_STATUS)).not.toContain('RULE_VIOLATION');
  });
});
