import { describe, expect, it } from 'vitest';
import {
  auditTrailLine,
  hashMatches,
  isSafeReturnPath,
  pdfSafeText,
  SignBody,
  signedReturnUrl,
  signRefusal,
  stampLines,
  wrapText,
} from './signatures.ts';

describe('e-signature rules', () => {
  it('accepts a typed signature with consent', () => {
    expect(SignBody.safeParse({ mode: 'typed', typed_name: 'Ada Byron', consent: true }).success).toBe(true);
  });

  it('refuses a signature without consent, naming the field', () => {
    const result = SignBody.safeParse({ mode: 'typed', typed_name: 'Ada Byron', consent: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['consent']);
  });

  it('refuses a drawn signature that is not a PNG data URL', () => {
    const result = SignBody.safeParse({
      mode: 'drawn',
      drawing: 'data:text/html;base64,AAAA',
      consent: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['drawing']);
  });

  it('refuses a typed signature without a name', () => {
    const result = SignBody.safeParse({ mode: 'typed', consent: true });
    expect(result.error?.issues[0]?.path).toEqual(['typed_name']);
  });

  it('refuses to sign a signed, a cancelled or another signer’s document', () => {
    expect(signRefusal({ status: 'signed', signerUserId: 'u' }, 'u')).toMatch(/already signed/);
    expect(signRefusal({ status: 'cancelled', signerUserId: 'u' }, 'u')).toMatch(/cancelled/);
    expect(signRefusal({ status: 'awaiting_signature', signerUserId: 'u' }, 'v')).toMatch(/another user/);
    expect(signRefusal({ status: 'awaiting_signature', signerUserId: 'u' }, 'u')).toBeNull();
  });

  it('verifies a hash only against the recorded one', () => {
    expect(hashMatches('ABCD', 'abcd')).toBe(true);
    expect(hashMatches('abcd', 'abce')).toBe(false);
    expect(hashMatches(null, 'abcd')).toBe(false);
  });

  it('returns only to a path of this site', () => {
    expect(isSafeReturnPath('/pharmacy/wholesalers/x/apply?step=2')).toBe(true);
    expect(isSafeReturnPath('//evil.example/')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('/\\evil')).toBe(false);
  });

  it('returns with the signed list appended to the return path', () => {
    expect(signedReturnUrl('/a', ['1', '2'])).toBe('/a?signed=1,2');
    expect(signedReturnUrl('/a?step=2', ['1'])).toBe('/a?step=2&signed=1');
  });

  it('keeps only characters the PDF fonts can draw', () => {
    expect(pdfSafeText('Café\u0007 😀 ok')).toBe('Café  ?? ok');
  });

  it('wraps text at spaces and splits words longer than a line', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('one\ntwo', 20)).toEqual(['one', 'two']);
  });

  it('stamps the signer, the date, the IP, the document id and the original hash', () => {
    const lines = stampLines({
      signerName: 'Ada Byron',
      signerEmail: 'ada@example.com',
      signedAt: new Date('2026-01-02T03:04:05Z'),
      ip: '203.0.113.9',
      documentId: 'doc-1',
      originalSha256: 'f'.repeat(64),
    });
    expect(lines.join('\n')).toContain('Ada Byron <ada@example.com>');
    expect(lines.join('\n')).toContain('2026-01-02T03:04:05.000Z');
    expect(lines.join('\n')).toContain('203.0.113.9');
    expect(lines.join('\n')).toContain('doc-1');
    expect(lines.join('\n')).toContain('f'.repeat(64));
  });

  it('writes an audit-trail line with the event, the person and the address', () => {
    const line = auditTrailLine({
      at: new Date(0),
      event: 'signed',
      who: 'Ada',
      ip: '1.2.3.4',
      sha256: 'ab'.repeat(32),
    });
    expect(line).toContain('signed  Ada  ip 1.2.3.4 sha256 abababab');
  });
});
