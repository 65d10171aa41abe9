import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { readEnv } from './env.ts';

describe('readEnv TRUSTED_PROXIES', () => {
  it('reads a comma list of addresses and CIDR blocks, empty by default', () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.10 ,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
    ]);
  });

  it('stops the process naming the variable and the bad entry', () => {
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      "Invalid environment: TRUSTED_PROXIES: '10.0.0.0/33' is not an IP address or CIDR block",
    );
    expect(() => readEnv({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('readEnv RATE_LIMITS', () => {
  it('keeps the named rate limits unless overridden by name', () => {
    const env = readEnv({ RATE_LIMITS: 'search=3/5/60, cards=1/2/3600' });
    expect(env.rateLimits.search).toEqual({ perAccount: 3, perAddress: 5, windowSeconds: 60 });
    expect(env.rateLimits.cards).toEqual({ perAccount: 1, perAddress: 2, windowSeconds: 3600 });
    expect(env.rateLimits.uploads).toEqual(RATE_LIMITS.uploads);
    expect(() => readEnv({ RATE_LIMITS: 'everything=1/1/1' })).toThrow(/RATE_LIMITS/);
  });
});

describe('readEnv for a production start (issue 22)', () => {
  it('reads the pool size, refusing one out of range', () => {
    expect(readEnv({}).databasePoolMax).toBeUndefined();
    expect(readEnv({ DATABASE_POOL_MAX: '8' }).databasePoolMax).toBe(8);
    expect(() => readEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => readEnv({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('takes APP_URL, else the first public origin, without a trailing slash', () => {
    expect(readEnv({ APP_URL: 'https://market.example.com/' }).appUrl).toBe('https://market.example.com');
    expect(readEnv({ PUBLIC_ORIGINS: 'https://a.example, https://b.example' }).appUrl).toBe(
      'https://a.example',
    );
    expect(readEnv({}).appUrl).toBe('http://localhost:3000');
    expect(() => readEnv({ APP_URL: 'market' })).toThrow(/APP_URL/);
  });

  it('allows sandboxes in production only when told so exactly', () => {
    expect(readEnv({}).allowSandboxesInProduction).toBe(false);
    expect(readEnv({ ALLOW_SANDBOXES_IN_PRODUCTION: 'true' }).allowSandboxesInProduction).toBe(true);
    expect(() => readEnv({ ALLOW_SANDBOXES_IN_PRODUCTION: 'yes' })).toThrow(/ALLOW_SANDBOXES_IN_PRODUCTION/);
  });
});

describe('readEnv worker lanes', () => {
  it('polls every lane by default, with two import and two export activities at once', () => {
    expect(readEnv({}).worker).toEqual({
      lanes: ['interactive', 'imports', 'exports'],
      concurrency: { imports: 2, exports: 2 },
    });
  });

  it('reads the lanes a process polls and each lane’s limit, refusing an unknown lane', () => {
    const env = readEnv({
      WORKER_TASK_QUEUES: 'imports',
      WORKER_IMPORTS_CONCURRENCY: '4',
      WORKER_INTERACTIVE_CONCURRENCY: '50',
    });
    expect(env.worker).toEqual({
      lanes: ['imports'],
      concurrency: { interactive: 50, imports: 4, exports: 2 },
    });
    expect(() => readEnv({ WORKER_TASK_QUEUES: 'interactive,reports' })).toThrow(/WORKER_TASK_QUEUES/);
  });
});

describe('readEnv DATABASE_URL and DATABASE_OWNER_URL', () => {
  it('connects the application as its own role and migrates as the owner by default', () => {
    const env = readEnv({});
    expect(new URL(env.databaseUrl).username).toBe('marketplace_app');
    expect(new URL(env.databaseOwnerUrl).username).toBe('marketplace');
  });

  it('stops the process when the application would log in as the owner', () => {
    const owner = 'postgres://marketplace:secret@db:5432/marketplace';
    expect(() => readEnv({ DATABASE_URL: owner, DATABASE_OWNER_URL: owner })).toThrow(
      /DATABASE_URL logs in as the owner role 'marketplace'/,
    );
  });
});

describe('readEnv OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('leaves tracing off when unset or empty, and refuses an endpoint that is not a URL', () => {
    expect(readEnv({}).telemetry).toEqual({});
    expect(readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).telemetry).toEqual({});
    expect(
      readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SERVICE_NAME: 'api' })
        .telemetry,
    ).toEqual({ otlpEndpoint: 'http://otel-collector:4318', serviceName: 'api' });
    expect(() => readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('takes the worker’s metrics address as host:port', () => {
    expect(readEnv({ TEMPORAL_METRICS_ADDRESS: '0.0.0.0:9464' }).telemetry).toEqual({
      temporalMetricsAddress: '0.0.0.0:9464',
    });
    expect(readEnv({ TEMPORAL_METRICS_ADDRESS: '[::1]:9464' }).telemetry.temporalMetricsAddress).toBe(
      '[::1]:9464',
    );
    expect(() => readEnv({ TEMPORAL_METRICS_ADDRESS: '9464' })).toThrow(/TEMPORAL_METRICS_ADDRESS/);
  });
});
