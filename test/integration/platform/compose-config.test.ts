import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** `docker compose` (v2 plugin) when present, else the standalone `docker-compose`. */
function findCompose(): string[] {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [binary = '', ...args] = command;
    const probe = spawnSync(binary, [...args, 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  throw new Error(
    'Neither `docker compose` nor `docker-compose` is installed; install docker-compose ' +
      '(Debian: apt-get install docker-compose) to validate docker-compose.yml.',
  );
}

function runCompose(...args: string[]) {
  const [binary = '', ...prefix] = findCompose();
  return spawnSync(binary, [...prefix, ...args], { cwd: projectRoot, encoding: 'utf8' });
}

/** The lines of one service in `config` output (two-space indented name, four-space body). */
function serviceBlock(config: string, name: string): string {
  const match = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\s*\\n)*)`, 'm').exec(config);
  if (!match) throw new Error(`no service ${name} in the config`);
  return match[1]!;
}

/** A service's published ports as `config` prints them: `127.0.0.1:8025:8025/tcp`, or `published: 443`. */
function portsOf(block: string): string[] {
  const list = /^ {4}ports:\n((?: {4}[- ] .*\n)*)/m.exec(block)?.[1] ?? '';
  return list
    .split(/^ {4}- /m)
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function servicesOf(config: string): string[] {
  const services = /^services:\n((?: {2}.*\n|\s*\n)*)/m.exec(config)?.[1] ?? '';
  return [...services.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map((m) => m[1]!);
}

describe('docker-compose.yml (DESIGN.md section 2: the production shape)', () => {
  it('is a valid Compose file', () => {
    const result = runCompose('config', '--quiet');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs api and worker beside PostgreSQL, Temporal with its UI, S3 storage and an SMTP sink', () => {
    const result = runCompose('config', '--services');
    expect(result.status, result.stderr).toBe(0);
    const services = result.stdout.split('\n').filter(Boolean);
    expect(services).toEqual(
      expect.arrayContaining(['api', 'worker', 'temporal', 'postgresql', 'temporal-ui', 'minio', 'mailpit']),
    );
  });

  it('runs two worker replicas and pins the Temporal server to the dev server version', () => {
    const result = runCompose('config');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}worker:\n(?: {4}.*\n)*? {4}deploy:\n {6}replicas: 2$/m);
    expect(result.stdout).toContain('image: temporalio/server:1.29.1');
  });

  it('mounts a dynamic config that allows 255-character workflow ids', () => {
    const config = readFileSync(
      new URL('../../../deploy/temporal/dynamicconfig.yaml', import.meta.url),
      'utf8',
    );
    expect(config).toMatch(/^limit\.maxIDLength:\n\s+- value: 255$/m);
  });

  it('runs the imports lane on workers of its own, the other lanes on the main workers (issue 22)', () => {
    const result = runCompose('config');
    expect(result.status, result.stderr).toBe(0);
    expect(serviceBlock(result.stdout, 'worker')).toMatch(/^ {6}WORKER_TASK_QUEUES: interactive,exports$/m);
    expect(serviceBlock(result.stdout, 'worker-imports')).toMatch(/^ {6}WORKER_TASK_QUEUES: imports$/m);
  });

  it('fixes the Temporal history shard count explicitly, sized for growth (it can never change)', () => {
    const result = runCompose('config');
    expect(result.status, result.stderr).toBe(0);
    expect(serviceBlock(result.stdout, 'temporal')).toMatch(/^ {6}NUM_HISTORY_SHARDS: ["']512["']$/m);
  });

  it('keeps files in the MinIO bucket made at start, with no files volume on api or worker (issue 22)', () => {
    const result = runCompose('config');
    expect(result.status, result.stderr).toBe(0);
    for (const service of ['api', 'worker']) {
      const block = serviceBlock(result.stdout, service);
      expect(block).toMatch(/^ {6}S3_BUCKET: \S+$/m);
      expect(block).toMatch(/^ {6}S3_ENDPOINT: http:\/\/minio:9000$/m);
      expect(block).toMatch(/^ {6}minio-setup:\n {8}condition: service_completed_successfully$/m);
      expect(block).not.toMatch(/^ {4}volumes:/m);
      expect(block).not.toMatch(/FILES_DIR/);
    }
    expect(portsOf(serviceBlock(result.stdout, 'minio'))).toEqual(['127.0.0.1:9001:9001/tcp']);
  });

  describe('production exposure (issue 10)', () => {
    let text = '';
    beforeAll(() => {
      const result = runCompose('config');
      expect(result.status, result.stderr).toBe(0);
      text = result.stdout;
    });
    const config = () => text;

    it('publishes only the TLS proxy on every interface; every other published port binds 127.0.0.1', () => {
      const text = config();
      const exposed = servicesOf(text).flatMap((service) =>
        portsOf(serviceBlock(text, service))
          .filter((port) => !port.startsWith('127.0.0.1:'))
          .map((port) => `${service} ${port}`),
      );
      expect(exposed).toEqual([
        'caddy published: 80 target: 80',
        'caddy published: 443 target: 443',
        'caddy protocol: udp published: 443 target: 443',
      ]);
      expect(portsOf(serviceBlock(text, 'temporal-ui'))).toEqual(['127.0.0.1:8233:8080/tcp']);
      expect(portsOf(serviceBlock(text, 'mailpit'))).toEqual(['127.0.0.1:8025:8025/tcp']);
      expect(portsOf(serviceBlock(text, 'api'))).toEqual([]);
    });

    it('runs the Temporal UI with its write actions off', () => {
      expect(serviceBlock(config(), 'temporal-ui')).toMatch(/^ {6}TEMPORAL_DISABLE_WRITE_ACTIONS: "true"$/m);
    });

    it('fronts several API replicas with Caddy on TLS, trusting X-Forwarded-For from Caddy alone', () => {
      const text = config();
      const api = serviceBlock(text, 'api');
      const caddy = serviceBlock(text, 'caddy');
      expect(api).toMatch(/^ {4}deploy:\n {6}replicas: [2-9]$/m);
      const proxyAddress = /^ {8}ipv4_address: (\S+)$/m.exec(caddy)?.[1];
      expect(proxyAddress).toBeDefined();
      expect(api).toMatch(new RegExp(`^ {6}TRUSTED_PROXIES: ${proxyAddress!.replaceAll('.', '\\.')}$`, 'm'));
      expect(api).toMatch(/^ {6}SECURE_COOKIES: "true"$/m);
      expect(api).toMatch(/^ {6}PUBLIC_ORIGINS: https:\/\//m);
      expect(caddy).toMatch(/^ {4}image: caddy:2\./m);
      expect(caddy).toMatch(/deploy\/caddy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro$/m);
    });

    it('has a Caddyfile that proxies to every api replica and trusts no proxy in front of itself', () => {
      const caddyfile = readFileSync(new URL('../../../deploy/caddy/Caddyfile', import.meta.url), 'utf8');
      const directives = caddyfile.replace(/#.*$/gm, '');
      expect(directives).toMatch(/^\{\$SITE_ADDRESS:localhost\} \{$/m);
      expect(directives).toMatch(/^\s+dynamic a api 3000 \{$/m);
      // Without trusted_proxies Caddy replaces a client's X-Forwarded-For with the address it saw.
      expect(directives).not.toMatch(/trusted_proxies/);
    });

    it('sends the api and worker traces to a collector that forwards them to Jaeger (issue 22)', () => {
      const text = config();
      for (const service of ['api', 'worker'])
        expect(serviceBlock(text, service)).toMatch(
          new RegExp(
            `^ {6}OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector:4318\\n(?: {6}.*\\n)*? {6}OTEL_SERVICE_NAME: ${service}$`,
            'm',
          ),
        );
      expect(serviceBlock(text, 'otel-collector')).toMatch(/^ {4}image: otel\/opentelemetry-collector:/m);
      expect(serviceBlock(text, 'jaeger')).toMatch(/^ {4}image: jaegertracing\/all-in-one:/m);
      expect(portsOf(serviceBlock(text, 'jaeger'))).toEqual(['127.0.0.1:16686:16686/tcp']);
      expect(portsOf(serviceBlock(text, 'otel-collector'))).toEqual(['127.0.0.1:55679:55679/tcp']);
      const collector = readFileSync(new URL('../../../deploy/otel/collector.yaml', import.meta.url), 'utf8');
      expect(collector).toMatch(/^ {4}endpoint: jaeger:4317$/m);
      expect(collector).toMatch(/^ {6}exporters: \[otlp\/jaeger\]$/m);
      // The worker's Temporal metrics on a port of its own, inside the network.
      expect(serviceBlock(text, 'worker')).toMatch(/^ {6}TEMPORAL_METRICS_ADDRESS: 0\.0\.0\.0:9464$/m);
    });

    it('checks API liveness in the container, the detailed health staying on the internal port', () => {
      const api = serviceBlock(config(), 'api');
      expect(api).toMatch(/http:\/\/127\.0\.0\.1:3000\/api\/health/);
      expect(api).toMatch(/^ {6}INTERNAL_PORT: '9000'$/m);
    });

    it('keeps PostgreSQL connections under max_connections at api=4 and worker=4, and runs sandboxes on purpose (issue 22)', () => {
      const text = config();
      const numberIn = (block: string, name: string) =>
        Number(new RegExp(`^ {6}${name}: ["']?(\\d+)["']?$`, 'm').exec(block)?.[1]);
      const maxConnections = Number(/max_connections=(\d+)/.exec(serviceBlock(text, 'postgresql'))?.[1]);
      const [api, worker] = [serviceBlock(text, 'api'), serviceBlock(text, 'worker')];
      const temporalPerStore = numberIn(serviceBlock(text, 'temporal'), 'SQL_MAX_CONNS');
      // Each API also holds one LISTEN connection for /cable; migrate uses one; 3 are superusers'.
      const needed =
        4 * (numberIn(api, 'DATABASE_POOL_MAX') + 1) +
        4 * numberIn(worker, 'DATABASE_POOL_MAX') +
        1 +
        2 * temporalPerStore +
        3;
      expect(needed).toBeGreaterThan(50);
      expect(needed).toBeLessThan(maxConnections);
      for (const block of [api, worker])
        expect(block).toMatch(/^ {6}ALLOW_SANDBOXES_IN_PRODUCTION: "true"$/m);
    });
  });
});
