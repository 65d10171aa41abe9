import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentialsPath, deleteCredentials, loadCredentials, saveCredentials } from './credentials.ts';

const sample = {
  api: 'http://localhost:3000',
  token: 'pat_secret',
  token_id: 'tok_1',
  email: 'ops@example.com',
};

describe('credentials store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pharmacy-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back what it saved', async () => {
    await saveCredentials(join(dir, 'nested'), sample);
    expect(await loadCredentials(join(dir, 'nested'))).toEqual(sample);
  });

  it('writes the file with mode 0600 when it is created', async () => {
    const path = await saveCredentials(dir, sample);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('tightens the mode to 0600 when the file already existed with a looser one', async () => {
    await writeFile(credentialsPath(dir), '{}', { mode: 0o644 });
    await saveCredentials(dir, sample);
    expect((await stat(credentialsPath(dir))).mode & 0o777).toBe(0o600);
  });

  it('returns undefined when nobody is logged in, also after logout', async () => {
    expect(await loadCredentials(dir)).toBeUndefined();
    await saveCredentials(dir, sample);
    await deleteCredentials(dir);
    expect(await loadCredentials(dir)).toBeUndefined();
  });

  it('refuses a file that lacks the token', async () => {
    await writeFile(credentialsPath(dir), JSON.stringify({ ...sample, token: undefined }));
    await expect(loadCredentials(dir)).rejects.toThrow(/pharmacy login/);
  });
});
