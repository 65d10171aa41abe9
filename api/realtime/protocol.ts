/**
 * The ActionCable wire format (JSON text frames, subprotocol actioncable-v1-json): parsing what
 * clients send and building what the server sends. Pure, no sockets.
 */

export const CABLE_PROTOCOL = 'actioncable-v1-json';

/** Identifiers are small JSON objects; anything longer is not one of ours. */
const MAX_IDENTIFIER_LENGTH = 1024;

/** The parsed identifier: `{"channel":"AccountChannel","account_id":"…"}`. */
export type ChannelParams = { channel: string } & Record<string, unknown>;

export type Command =
  | { command: 'subscribe' | 'unsubscribe'; identifier: string; params: ChannelParams }
  | { command: 'message'; identifier: string; params: ChannelParams; data: string };

/** The channel parameters inside an identifier string, or null when it is not a channel object. */
export function parseIdentifier(identifier: string): ChannelParams | null {
  if (identifier.length > MAX_IDENTIFIER_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(identifier);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const params = parsed as Record<string, unknown>;
  if (typeof params.channel !== 'string' || params.channel === '') return null;
  return params as ChannelParams;
}

/** A client frame as a command, or null when it is malformed (the caller ignores it). */
export function parseCommand(frame: string): Command | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { command, identifier, data } = parsed as Record<string, unknown>;
  if (typeof identifier !== 'string') return null;
  const params = parseIdentifier(identifier);
  if (!params) return null;
  if (command === 'subscribe' || command === 'unsubscribe') return { command, identifier, params };
  if (command === 'message' && typeof data === 'string') return { command, identifier, params, data };
  return null;
}

/** Server frames. `message` splices an already-encoded payload so fan-out encodes it once. */
export const frames = {
  welcome: (): string => '{"type":"welcome"}',
  ping: (unixSeconds: number): string => JSON.stringify({ type: 'ping', message: unixSeconds }),
  confirm: (identifier: string): string => JSON.stringify({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string): string => JSON.stringify({ identifier, type: 'reject_subscription' }),
  messagePrefix: (identifier: string): string => `{"identifier":${JSON.stringify(identifier)},"message":`,
  message: (prefix: string, messageJson: string): string => `${prefix}${messageJson}}`,
  /** ActionCable's goodbye: the session behind the socket ended, so the client must not reconnect with it. */
  unauthorized: (): string => '{"type":"disconnect","reason":"unauthorized","reconnect":false}',
};
