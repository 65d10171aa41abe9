import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_KEY_ID,
  keyringOf,
  openSecret,
  parseCredentialKeys,
  sealSecret,
} from './credential-cipher.ts';

const key = () => randomBytes(32).toString('base64');

describe('credential cipher (issue 23: passwords encrypted at rest, AES-256-GCM, rotatable)', () => {
  it('seals with the first key and opens what it sealed, never storing the plaintext', () => {
    const ring = keyringOf(parseCredentialKeys(`k2:${key()},k1:${key()}`));
    const sealed = sealSecret(ring, 'hunter2-secret', 'primary_connections:a');
    expect(sealed.keyId).toBe('k2');
    expect(sealed.ciphertext).not.toContain('hunter2');
    expect(Buffer.from(sealed.ciphertext, 'base64url').toString('latin1')).not.toContain('hunter2');
    expect(openSecret(ring, sealed, 'primary_connections:a')).toBe('hunter2-secret');
  });

  it('uses a fresh nonce for every secret', () => {
    const ring = keyringOf(parseCredentialKeys(`k1:${key()}`));
    expect(sealSecret(ring, 'same', 'c').ciphertext).not.toBe(sealSecret(ring, 'same', 'c').ciphertext);
  });

  it('opens an old key’s secret after rotation (the old key kept second in the ring)', () => {
    const [oldKey, newKey] = [key(), key()];
    const sealed = sealSecret(keyringOf(parseCredentialKeys(`old:${oldKey}`)), 'pw', 'c');
    const rotated = keyringOf(parseCredentialKeys(`new:${newKey},old:${oldKey}`));
    expect(openSecret(rotated, sealed, 'c')).toBe('pw');
    expect(sealSecret(rotated, 'pw', 'c').keyId).toBe('new');
  });

  it('refuses a secret moved to another record, altered, or of a key no longer in the ring', () => {
    const ring = keyringOf(parseCredentialKeys(`k1:${key()}`));
    const sealed = sealSecret(ring, 'pw', 'primary_connections:a');
    expect(() => openSecret(ring, sealed, 'primary_connections:b')).toThrow();
    const bytes = Buffer.from(sealed.ciphertext, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() =>
      openSecret(ring, { ...sealed, ciphertext: bytes.toString('base64url') }, 'primary_connections:a'),
    ).toThrow();
    expect(() => openSecret(ring, { ...sealed, keyId: 'gone' }, 'primary_connections:a')).toThrow(/gone/);
  });

  it('falls back to the embedded development key when CREDENTIAL_KEYS is unset', () => {
    const keys = parseCredentialKeys(undefined);
    expect(keys.embedded).toBe(true);
    expect(keyringOf(keys).currentId).toBe(EMBEDDED_KEY_ID);
  });

  it.each(['k1', 'k1:short', `bad id:${key()}`, `k1:${key()},k1:${key()}`])(
    'refuses the keyring %s',
    (text) => {
      expect(() => parseCredentialKeys(text)).toThrow();
    },
  );
});
