import { describe, expect, it } from 'vitest';
import { formatSpending, mayReuseStoredPassword, readSpending, targetErrors } from './connection-rules.ts';

const target = {
  serverAddress: 'ftp.keystone.example',
  port: 21,
  connectionType: 'ftp' as const,
  username: 'pharmacy',
  inboundDirectory: '/inbound',
};

describe('primary connection rules (pharmacy-side §3 Primary connection)', () => {
  it('formats the monthly spending as 0,0.00 and reads it back in cents', () => {
    expect(formatSpending(1234567)).toBe('12,345.67');
    expect(formatSpending(5)).toBe('0.05');
    expect(readSpending('12,345.67')).toBe(1234567);
    expect(readSpending('')).toBe(0);
    expect(readSpending('12.345')).toBeNull();
  });

  it('accepts a host name or an IP address, not a URL', () => {
    expect(targetErrors(target)).toEqual({});
    expect(targetErrors({ ...target, serverAddress: '203.0.113.9' })).toEqual({});
    expect(targetErrors({ ...target, serverAddress: 'ftp://ftp.example.com/in' })).toHaveProperty(
      'server_address',
    );
  });

  it('refuses line breaks that would smuggle an FTP command in', () => {
    const errors = targetErrors({
      ...target,
      username: 'u\r\nDELE x',
      password: 'p\nx',
      inboundDirectory: '/in\r\nRMD /',
    });
    expect(Object.keys(errors).sort()).toEqual(['inbound_directory', 'password', 'username']);
  });

  it('reuses the stored password only for the server it was saved for', () => {
    expect(mayReuseStoredPassword({ serverAddress: 'FTP.keystone.example' }, 'ftp.keystone.example')).toBe(
      true,
    );
    expect(mayReuseStoredPassword({ serverAddress: 'ftp.keystone.example' }, 'evil.example')).toBe(false);
    expect(mayReuseStoredPassword(null, 'ftp.keystone.example')).toBe(false);
  });
});
