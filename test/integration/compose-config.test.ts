import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

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
    const config = readFileSync(new URL('../../deploy/temporal/dynamicconfig.yaml', import.meta.url), 'utf8');
    expect(config).toMatch(/^limit\.maxIDLength:\n\s+- value: 255$/m);
  });
});
