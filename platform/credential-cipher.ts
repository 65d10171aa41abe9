/**
 * Secrets the product must use again later, such as the password of a pharmacy's FTP primary (issue
 * 23), are kept encrypted at rest with AES-256-GCM (NIST SP 800-38D): a random 96-bit nonce per
 * secret, the 128-bit tag, and the record it belongs to as additional data, so a ciphertext copied
 * onto another account's row does not open. Keys come from CREDENTIAL_KEYS, a keyring: each
 * ciphertext is stored with its key id, the first key seals new secrets and every listed key opens
 * old ones, so keys rotate (`pharmacy credentials reencrypt` moves old rows onto the newest key).
 * Without CREDENTIAL_KEYS an embedded development key is used, which the production guard refuses
 * (platform/sandbox-guard.ts). Under platform/ so the API and the operator command share it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The development key (`npm start`, tests): in the source, so it protects nothing real. */
export const EMBEDDED_KEY_ID = 'dev-embedded';
const EMBEDDED_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1rZXktMzItYnl0ZXMhISE=';

/** `id:base64` keys as the environment gives them; `embedded` when none was given. */
export type CredentialKeys = { keys: readonly { id: string; key: string }[]; embedded: boolean };

export type Keyring = { currentId: string; keys: Map<string, Buffer> };

/** A secret as stored: the id of the key that sealed it, and nonce ‖ tag ‖ ciphertext in base64url. */
export type SealedSecret = { keyId: string; ciphertext: string };

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** `k2:BASE64,k1:BASE64` → the keys, newest first; throws naming the entry that is not a 32-byte key. */
export function parseCredentialKeys(text: string | undefined): CredentialKeys {
  const entries = (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return { keys: [{ id: EMBEDDED_KEY_ID, key: EMBEDDED_KEY }], embedded: true };
  const keys = entries.map((entry) => {
    const [id = '', key = '', ...rest] = entry.split(':');
    if (!/^[\w.-]{1,40}$/.test(id) || rest.length > 0 || Buffer.from(key, 'base64').length !== 32)
      throw new Error(`'${id || entry}' is not <id>:<32 bytes in base64>`);
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('a key id is listed twice');
  return { keys, embedded: false };
}

/** The keyring of these keys: the first seals, all open. */
export function keyringOf(credentialKeys: CredentialKeys): Keyring {
  const [first] = credentialKeys.keys;
  if (!first) throw new Error('the keyring is empty');
  return {
    currentId: first.id,
    keys: new Map(credentialKeys.keys.map((k) => [k.id, Buffer.from(k.key, 'base64')])),
  };
}

/** Encrypts `plaintext` under the newest key, bound to `context` (the record it belongs to). */
export function sealSecret(keyring: Keyring, plaintext: string, context: string): SealedSecret {
  const key = keyring.keys.get(keyring.currentId)!;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  return { keyId: keyring.currentId, ciphertext: sealed };
}

/** Decrypts a sealed secret; throws when its key is not in the ring or it was altered or moved. */
export function openSecret(keyring: Keyring, sealed: SealedSecret, context: string): string {
  const key = keyring.keys.get(sealed.keyId);
  if (!key) throw new Error(`credential key '${sealed.keyId}' is not in CREDENTIAL_KEYS`);
  const bytes = Buffer.from(sealed.ciphertext, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
