/**
 * FTP primaries (issue 23; pharmacy-side §3 Primary connection, §7 validate_ftp_crendentials, §8):
 * the check really connects to the run's FTP and SFTP servers (test/harness/file-transfer-servers.ts),
 * lists the inbound directory within 10 seconds, refuses internal addresses naming server_address
 * unless allow-listed, and the password is sealed at rest and never sent back.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { primaryConnections } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import {
  connectionErrorMessage,
  CONNECTION_MESSAGES,
  passwordContextOf,
} from '../../../domain/primaries/connection-rules.ts';
import { keyringOf, openSecret, parseCredentialKeys } from '../../../platform/credential-cipher.ts';
import { savePrimaryConnection } from '../../../services/primaries/primary-connection.ts';
import { reencryptPasswords } from '../../../db/provisioning/reencrypt-credentials.ts';
import { validatePrimaryCredentials } from '../../../services/primaries/validate-credentials.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

const VALIDATE = '/api/v1/pharmacy/settings/primaries/validate_ftp_crendentials';
const SETTINGS = '/api/v1/pharmacy/settings/primaries';
const servers = inject('fileTransferServers');

type Answer = { success: boolean; message: string; entries?: number };
type Problem = { code: string; message: string; errors: Record<string, string[]> };

/** A demo account by its admin's email. */
const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;

let t: TestContext;
let pharmacy: Credentials;

const target = (over: Record<string, unknown> = {}) => ({
  server_address: servers.host,
  port: servers.ftpPort,
  connection_type: 'ftp',
  username: servers.username,
  password: servers.password,
  inbound_directory: '/inbound',
  ...over,
});
const saveBody = (over: Record<string, unknown> = {}) => ({
  ...target(),
  outbound_directory: '/outbound',
  monthly_rx_spending: '12,345.67',
  monthly_brand_spending: '1,000.00',
  monthly_generic_spending: '250.5',
  ...over,
});
const validate = (body: object, as = pharmacy) => t.call('POST', VALIDATE, { as, body });

beforeAll(async () => {
  t = await createTestContext({ env: { PRIMARIES_ALLOWED_ADDRESSES: servers.allowList } });
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

describe('validate_ftp_crendentials (issue 23)', () => {
  it('connects and lists the inbound directory over FTP', async () => {
    const response = await validate(target());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: CONNECTION_MESSAGES.success,
      entries: 2,
    });
  });

  it('connects and lists the inbound directory over SFTP', async () => {
    const response = await validate(target({ port: servers.sftpPort, connection_type: 'sftp' }));
    expect(await response.json()).toEqual({
      success: true,
      message: CONNECTION_MESSAGES.success,
      entries: 2,
    });
  });

  it('answers the spec’s connection error to a wrong password (FTP and SFTP)', async () => {
    for (const over of [{}, { port: servers.sftpPort, connection_type: 'sftp' }]) {
      const response = await validate(target({ ...over, password: 'wrong-password' }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: false, message: connectionErrorMessage('login') });
    }
  });

  it('answers the connection error when the inbound directory cannot be listed', async () => {
    const answer = (await (await validate(target({ inbound_directory: '/missing' }))).json()) as Answer;
    expect(answer).toEqual({ success: false, message: connectionErrorMessage('directory') });
  });

  it('gives up on a silent server within 10 seconds', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const answer = (await (await validate(target({ port: servers.silentPort }))).json()) as Answer;
    const elapsed = Date.now() - started;
    expect(answer).toEqual({ success: false, message: connectionErrorMessage('timeout') });
    expect(elapsed).toBeGreaterThanOrEqual(9_000);
    expect(elapsed).toBeLessThan(11_000);
  });

  it('refuses 127.0.0.1 on a port not allow-listed with a 400 naming server_address, before connecting', async () => {
    const response = await validate(target({ port: 21 }));
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe('PRIMARY_SERVER_ADDRESS_REFUSED');
    expect(problem.errors.server_address?.[0]).toMatch(/loopback/);
  });

  it.each([
    ['localhost', /loopback/],
    ['169.254.169.254', /metadata/],
    ['::ffff:127.0.0.1', /loopback/],
    ['10.0.0.8', /private/],
    ['100.64.1.1', /carrier-grade/],
  ])('refuses %s naming server_address', async (address, words) => {
    const response = await validate(target({ server_address: address, port: 2121 }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors.server_address?.[0]).toMatch(words);
  });

  it('lets an allow-listed address through on its listed port only', async () => {
    expect(((await (await validate(target())).json()) as Answer).success).toBe(true);
    expect(
      (await validate(target({ port: servers.ftpPort + 1 === servers.sftpPort ? 1 : servers.ftpPort + 1 })))
        .status,
    ).toBe(400);
  });

  it('refuses line breaks that would smuggle an FTP command (422 naming the field)', async () => {
    const response = await validate(target({ username: 'edi\r\nDELE /inbound/x' }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toHaveProperty('username');
  });
});

describe('the primary connection settings (pharmacy-side §3)', () => {
  it('saves and reads back the connection, the spending as 0,0.00, the password never returned', async () => {
    const saved = await t.call('PUT', SETTINGS, { as: pharmacy, body: saveBody() });
    expect(saved.status).toBe(200);
    const text = await (await t.call('GET', SETTINGS, { as: pharmacy })).text();
    expect(text).not.toContain(servers.password);
    expect(JSON.parse(text)).toMatchObject({
      connection: {
        server_address: servers.host,
        port: servers.ftpPort,
        connection_type: 'ftp',
        username: servers.username,
        password_set: true,
        monthly_rx_spending: '12,345.67',
        monthly_rx_spending_cents: 1234567,
        monthly_generic_spending: '250.50',
      },
    });
    expect(JSON.stringify(t.logs)).not.toContain(servers.password);
  });

  it('keeps the password as ciphertext at rest (AES-256-GCM, key id beside it)', async () => {
    const accountId = demo('pharmacy@example.com').id;
    const [row] = await t.db
      .select()
      .from(primaryConnections)
      .where(eq(primaryConnections.accountId, accountId));
    expect(row!.passwordCiphertext).not.toContain(servers.password);
    expect(Buffer.from(row!.passwordCiphertext, 'base64url').toString('latin1')).not.toContain(
      servers.password,
    );
    expect(row!.passwordKeyId).toBe(t.env.credentialKeys.keys[0]!.id);
    const keyring = keyringOf(t.env.credentialKeys);
    const sealed = { keyId: row!.passwordKeyId, ciphertext: row!.passwordCiphertext };
    expect(openSecret(keyring, sealed, passwordContextOf(accountId))).toBe(servers.password);
  });

  it('checks with the stored password when none is typed, for the saved server only', async () => {
    const { password: _omitted, ...withoutPassword } = target();
    expect(((await (await validate(withoutPassword)).json()) as Answer).success).toBe(true);
    const elsewhere = await validate({ ...withoutPassword, server_address: '8.8.8.8' });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as Problem).errors.password).toEqual([
      CONNECTION_MESSAGES.passwordForNewServer,
    ]);
  });

  it('refuses an unreadable amount naming its field, writing nothing', async () => {
    const response = await t.call('PUT', SETTINGS, {
      as: pharmacy,
      body: saveBody({ monthly_brand_spending: '1.234' }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toHaveProperty('monthly_brand_spending');
  });

  it('answers another pharmacy only its own connection (none yet)', async () => {
    const seller = await t.login('seller@example.com');
    expect(await (await t.call('GET', SETTINGS, { as: seller })).json()).toEqual({ connection: null });
  });
});

describe('key rotation (CREDENTIAL_KEYS)', () => {
  it('opens passwords of the old key after rotation and re-encrypts them onto the newest', async () => {
    const [oldKey, newKey] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const before = parseCredentialKeys(`old:${oldKey}`);
    // The context's own key stays in the ring: the demo pharmacy's row above was sealed with it.
    const current = t.env.credentialKeys.keys.map((k) => `${k.id}:${k.key}`).join(',');
    const after = parseCredentialKeys(`new:${newKey},old:${oldKey},${current}`);
    const accountId = demo('seller@example.com').id;
    const userId = demo('seller@example.com').user.id;
    await savePrimaryConnection(t.db, before, {
      accountId,
      userId,
      now: new Date(),
      connection: {
        serverAddress: servers.host,
        port: servers.sftpPort,
        connectionType: 'sftp',
        username: servers.username,
        password: servers.password,
        inboundDirectory: '/inbound',
        outboundDirectory: '/outbound',
        spendingCents: { monthly_rx_spending: 0, monthly_brand_spending: 0, monthly_generic_spending: 0 },
      },
    });
    const deps = (keys: typeof after) => ({
      db: t.db,
      credentialKeys: keys,
      allowedTargets: t.env.primaries.allowedTargets,
    });
    const check = {
      accountId,
      target: {
        serverAddress: servers.host,
        port: servers.sftpPort,
        connectionType: 'sftp' as const,
        username: servers.username,
        inboundDirectory: '/inbound',
      },
    };
    expect((await validatePrimaryCredentials(deps(after), check)).success).toBe(true);
    const report = await reencryptPasswords(t.db, after);
    expect(report).toMatchObject({ keyId: 'new', failed: [] });
    expect(report.reencrypted).toBe(2);
    const [row] = await t.db
      .select()
      .from(primaryConnections)
      .where(eq(primaryConnections.accountId, accountId));
    expect(row!.passwordKeyId).toBe('new');
    // The old key can now leave the ring.
    expect(
      (await validatePrimaryCredentials(deps(parseCredentialKeys(`new:${newKey}`)), check)).success,
    ).toBe(true);
  });
});
