import { describe, expect, it, vi } from 'vitest';
import { enforceSandboxPolicy, judgeSandboxes, sandboxesInUse } from './sandbox-guard.ts';

const production = {
  nodeEnv: 'production',
  allowSandboxesInProduction: false,
  esign: { testMode: false },
  credentialKeys: { keys: [{ id: 'k1', key: 'x' }], embedded: false },
} as const;
const realKeys = production.credentialKeys;
const PORTS = ['card processor', 'bank', 'carrier', 'NCPDP directory'];

describe('judgeSandboxes (issue 22: no sandbox in production by accident)', () => {
  it('refuses production with sandboxes, naming each', () => {
    const verdict = judgeSandboxes(production, PORTS);
    expect(verdict.kind).toBe('refuse');
    if (verdict.kind === 'start') throw new Error('expected a refusal');
    expect(verdict.sandboxes).toEqual(PORTS);
    expect(verdict.message).toContain('card processor, bank, carrier, NCPDP directory');
    expect(verdict.message).toContain('ALLOW_SANDBOXES_IN_PRODUCTION=true');
  });

  it('warns instead when ALLOW_SANDBOXES_IN_PRODUCTION says so', () => {
    const verdict = judgeSandboxes({ ...production, allowSandboxesInProduction: true }, ['bank']);
    expect(verdict).toMatchObject({ kind: 'warn', sandboxes: ['bank'] });
    if (verdict.kind === 'start') throw new Error('expected a warning');
    expect(verdict.message).toContain('bank');
  });

  it('starts in production with no sandbox, and anywhere else with them', () => {
    expect(judgeSandboxes(production, [])).toEqual({ kind: 'start' });
    for (const nodeEnv of ['development', 'test'] as const)
      expect(judgeSandboxes({ ...production, nodeEnv }, PORTS)).toEqual({ kind: 'start' });
  });

  it('counts the e-signature test mode as a sandbox', () => {
    expect(sandboxesInUse({ esign: { testMode: true }, credentialKeys: realKeys }, ['bank'])).toEqual([
      'bank',
      'e-signature test mode',
    ]);
    expect(sandboxesInUse({ esign: { testMode: false }, credentialKeys: realKeys }, [])).toEqual([]);
    expect(
      judgeSandboxes(production, sandboxesInUse({ esign: { testMode: true }, credentialKeys: realKeys }, []))
        .kind,
    ).toBe('refuse');
  });
});

describe('the embedded credential key (issue 23)', () => {
  it('refuses the embedded credential key in production like a sandbox', () => {
    const embedded = { keys: [{ id: 'dev-embedded', key: 'x' }], embedded: true };
    const sandboxes = sandboxesInUse({ esign: { testMode: false }, credentialKeys: embedded }, []);
    expect(sandboxes).toEqual(['embedded credential key (set CREDENTIAL_KEYS)']);
    expect(judgeSandboxes(production, sandboxes).kind).toBe('refuse');
  });
});

describe('enforceSandboxPolicy', () => {
  const logger = () => ({ warn: vi.fn(), error: vi.fn() });
  const exit = vi.fn((code: number): never => {
    throw new Error(`exit ${code}`);
  });

  it('logs the refusal and exits with 1', () => {
    const log = logger();
    expect(() => enforceSandboxPolicy(production, PORTS, log, exit)).toThrow('exit 1');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Refusing to start'), {
      sandboxes: PORTS,
    });
  });

  it('logs a warning and goes on when allowed', () => {
    const log = logger();
    enforceSandboxPolicy({ ...production, allowSandboxesInProduction: true }, PORTS, log, exit);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Nothing they do is real'), {
      sandboxes: PORTS,
    });
    expect(log.error).not.toHaveBeenCalled();
  });
});
