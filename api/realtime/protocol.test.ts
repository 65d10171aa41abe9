import { describe, expect, it } from 'vitest';
import { frames, parseCommand, parseIdentifier } from './protocol.ts';

describe('parseIdentifier', () => {
  it('returns the channel params when the identifier is a JSON object with a channel', () => {
    expect(parseIdentifier('{"channel":"AccountChannel","account_id":"a1"}')).toEqual({
      channel: 'AccountChannel',
      account_id: 'a1',
    });
  });

  it.each([
    ['not JSON', '{channel:UserChannel'],
    ['an array', '["UserChannel"]'],
    ['a string', '"UserChannel"'],
    ['null', 'null'],
    ['no channel', '{"account_id":"a1"}'],
    ['a non-string channel', '{"channel":7}'],
    ['an empty channel', '{"channel":""}'],
    ['over 1 KiB', JSON.stringify({ channel: 'UserChannel', pad: 'x'.repeat(1100) })],
  ])('returns null when the identifier is %s', (_, identifier) => {
    expect(parseIdentifier(identifier)).toBeNull();
  });
});

describe('parseCommand', () => {
  const identifier = '{"channel":"UserChannel"}';

  it('parses subscribe and unsubscribe with their identifier', () => {
    expect(parseCommand(JSON.stringify({ command: 'subscribe', identifier }))).toEqual({
      command: 'subscribe',
      identifier,
      params: { channel: 'UserChannel' },
    });
    expect(parseCommand(JSON.stringify({ command: 'unsubscribe', identifier }))?.command).toBe('unsubscribe');
  });

  it('parses a message command only when data is a string', () => {
    expect(parseCommand(JSON.stringify({ command: 'message', identifier, data: '{}' }))?.command).toBe(
      'message',
    );
    expect(parseCommand(JSON.stringify({ command: 'message', identifier }))).toBeNull();
  });

  it.each([
    ['not JSON', 'hello'],
    ['JSON null', 'null'],
    ['an unknown command', JSON.stringify({ command: 'perform', identifier })],
    [
      'an identifier that is an object, not a string',
      JSON.stringify({ command: 'subscribe', identifier: { channel: 'UserChannel' } }),
    ],
    ['a malformed identifier', JSON.stringify({ command: 'subscribe', identifier: '{' })],
  ])('returns null when the frame is %s', (_, frame) => {
    expect(parseCommand(frame)).toBeNull();
  });
});

describe('frames', () => {
  it('builds the ActionCable frames', () => {
    expect(JSON.parse(frames.welcome())).toEqual({ type: 'welcome' });
    expect(JSON.parse(frames.ping(1700000000))).toEqual({ type: 'ping', message: 1700000000 });
    expect(JSON.parse(frames.confirm('{"channel":"UserChannel"}'))).toEqual({
      identifier: '{"channel":"UserChannel"}',
      type: 'confirm_subscription',
    });
    expect(JSON.parse(frames.reject('x'))).toEqual({ identifier: 'x', type: 'reject_subscription' });
  });

  it('splices an encoded message into a valid frame', () => {
    const frame = frames.message(frames.messagePrefix('{"channel":"UserChannel"}'), '{"n":1}');
    expect(JSON.parse(frame)).toEqual({ identifier: '{"channel":"UserChannel"}', message: { n: 1 } });
  });
});
