/**
 * The PostgreSQL NOTIFY payload that carries one published message between API processes.
 * Pure: shared by `publish` (encode) and the LISTEN side (decode).
 */

/** The single NOTIFY channel every API process LISTENs on. */
export const NOTIFY_CHANNEL = 'cable';

/**
 * PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; we stop a little earlier so the limit
 * is ours, with a clear message, rather than a driver error from deep inside a transaction.
 */
export const MAX_NOTIFICATION_BYTES = 7900;

export class RealtimePayloadTooLargeError extends Error {
  readonly bytes: number;

  constructor(stream: string, bytes: number) {
    super(
      `Realtime message for ${stream} is ${bytes} bytes; NOTIFY allows at most ${MAX_NOTIFICATION_BYTES}. ` +
        'Store large data in a table and publish its id so clients fetch it.',
    );
    this.name = 'RealtimePayloadTooLargeError';
    this.bytes = bytes;
  }
}

/** The NOTIFY payload for a message; throws RealtimePayloadTooLargeError past the limit. */
export function encodeNotification(stream: string, message: unknown): string {
  const payload = JSON.stringify({ stream, message: message ?? null });
  const bytes = new TextEncoder().encode(payload).byteLength;
  if (bytes > MAX_NOTIFICATION_BYTES) throw new RealtimePayloadTooLargeError(stream, bytes);
  return payload;
}

/** The stream and the message (already JSON-encoded, ready to splice into frames), or null. */
export function decodeNotification(payload: string): { stream: string; messageJson: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { stream, message } = parsed as { stream?: unknown; message?: unknown };
  if (typeof stream !== 'string' || stream === '') return null;
  return { stream, messageJson: JSON.stringify(message ?? null) };
}
