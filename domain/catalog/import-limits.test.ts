import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, importFileRetentionCutoff, uploadRoom } from './import-limits.ts';

const MB = 1024 * 1024;

describe('uploadRoom', () => {
  it('is the 50 MB cap while the quota is far, the rest of the quota when near, and never negative', () => {
    expect(uploadRoom(0, IMPORT_LIMITS.keptBytesPerSupplier)).toBe(50 * MB);
    expect(uploadRoom(480 * MB, IMPORT_LIMITS.keptBytesPerSupplier)).toBe(20 * MB);
    expect(uploadRoom(600 * MB, IMPORT_LIMITS.keptBytesPerSupplier)).toBe(0);
  });
});

describe('importFileRetentionCutoff', () => {
  it('is 30 days before now', () => {
    expect(importFileRetentionCutoff(new Date('2026-03-31T12:00:00Z'))).toEqual(
      new Date('2026-03-01T12:00:00Z'),
    );
  });
});
