import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createLocalPorts } from './index.ts';
import { labelSandbox, sandboxesIn } from './sandboxes.ts';

describe('sandboxesIn', () => {
  it('names every sandbox the local ports wire in, and not the local file store', () => {
    // Building the ports touches no database: the sandboxes close over it for later calls.
    const ports = createLocalPorts({ db: {} as Database, now: () => new Date(0), filesDir: '/tmp/x' });
    expect(sandboxesIn(ports)).toEqual(['card processor', 'bank', 'carrier', 'NCPDP directory', 'mailbox']);
  });

  it('names nothing when a real provider takes a sandbox’s place', () => {
    const real = { charge: () => 'real' };
    expect(sandboxesIn({ cards: real, bank: labelSandbox({}, 'bank'), note: 'text', none: null })).toEqual([
      'bank',
    ]);
  });
});
