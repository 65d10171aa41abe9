import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { connectionOptionsOf } from './connection.ts';

const dir = mkdtempSync(join(tmpdir(), 'temporal-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Temporal connection options from the environment (Temporal Cloud, issue 22)', () => {
  it('connects to the dev server in the clear when nothing is set', () => {
    expect(connectionOptionsOf(readEnv({}).temporal)).toEqual({ address: '127.0.0.1:7233' });
  });

  it('uses TLS and the API key when TEMPORAL_API_KEY is set', () => {
    const env = readEnv({ TEMPORAL_ADDRESS: 'eu-west-1.aws.api.temporal.io:7233', TEMPORAL_API_KEY: 'k-1' });
    expect(connectionOptionsOf(env.temporal)).toEqual({
      address: 'eu-west-1.aws.api.temporal.io:7233',
      tls: true,
      apiKey: 'k-1',
    });
  });

  it('reads an mTLS client certificate and key from their files', () => {
    writeFileSync(join(dir, 'client.pem'), 'CERT');
    writeFileSync(join(dir, 'client.key'), 'KEY');
    const env = readEnv({
      TEMPORAL_TLS_CERT: join(dir, 'client.pem'),
      TEMPORAL_TLS_KEY: join(dir, 'client.key'),
    });
    const options = connectionOptionsOf(env.temporal) as {
      tls: { clientCertPair: { crt: Buffer; key: Buffer } };
    };
    expect(options.tls.clientCertPair.crt.toString()).toBe('CERT');
    expect(options.tls.clientCertPair.key.toString()).toBe('KEY');
  });

  it('stops the process when a certificate comes without its key, naming both', () => {
    expect(() => readEnv({ TEMPORAL_TLS_CERT: '/x.pem' })).toThrow(/TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY/);
  });
});
