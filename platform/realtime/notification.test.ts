import { describe, expect, it } from 'vitest';
import { decodeNotification, encodeNotification, RealtimePayloadTooLargeError } from './notification.ts';

describe('encodeNotification', () => {
  it('round-trips a stream and message through decodeNotification', () => {
    const payload = encodeNotification('user:u1', { type: 'notification', message: 'Héllo' });
    expect(decodeNotification(payload)).toEqual({
      stream: 'user:u1',
      messageJson: '{"type":"notification","message":"Héllo"}',
    });
  });

  // PostgreSQL caps NOTIFY payloads at 8000 bytes; multi-byte characters count as bytes.
  it('throws RealtimePayloadTooLargeError when the payload is over 7900 bytes', () => {
    expect(() => encodeNotification('user:u1', { text: 'é'.repeat(4000) })).toThrow(
      RealtimePayloadTooLargeError,
    );
    expect(() => encodeNotification('user:u1', { text: 'e'.repeat(7800) })).not.toThrow();
  });
});

describe('decodeNotification', () => {
  it.each(['nope', 'null', '{"message":1}', '{"stream":"","message":1}'])(
    'returns null for %s',
    (payload) => {
      expect(decodeNotification(payload)).toBeNull();
    },
  );
});
