/**
 * activities/ is what the worker registers (DESIGN: the seam): every file under it is reached
 * from activities/index.ts, so code only the API uses cannot settle here. It belongs in
 * services/<area>/ (or a read in db/queries/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname);
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), specifier!);
      if (target.startsWith(ROOT)) pending.push(target);
    }
  }
  return seen;
}

describe('activities/', () => {
  it('holds only what the worker registers: every file is reached from index.ts', () => {
    const reached = reachedFrom(join(ROOT, 'index.ts'));
    const stray = sourceFiles(ROOT)
      .filter((file) => !reached.has(file))
      .map((file) => relative(ROOT, file));
    expect(stray, 'move API-only code to services/<area>/').toEqual([]);
  });
});
