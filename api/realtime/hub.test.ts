import { describe, expect, it } from 'vitest';
import { createHub, type Sink } from './hub.ts';

function sink(): Sink & { frames: unknown[] } {
  const frames: unknown[] = [];
  return { frames, send: (frame) => frames.push(JSON.parse(frame)) };
}

describe('hub', () => {
  it('delivers only to subscribers of the stream, with their identifier', () => {
    const hub = createHub();
    const a = sink();
    const b = sink();
    hub.add(a, 'ida', 'user:u1');
    hub.add(b, 'idb', 'user:u2');
    expect(hub.deliver('user:u1', '{"n":1}')).toBe(1);
    expect(a.frames).toEqual([{ identifier: 'ida', message: { n: 1 } }]);
    expect(b.frames).toEqual([]);
  });

  it('delivers once per subscription when the same identifier is added twice', () => {
    const hub = createHub();
    const a = sink();
    hub.add(a, 'ida', 'user:u1');
    hub.add(a, 'ida', 'user:u1');
    hub.deliver('user:u1', '1');
    expect(a.frames).toHaveLength(1);
    expect(hub.countFor(a)).toBe(1);
  });

  it('stops delivering after remove and after removeAll', () => {
    const hub = createHub();
    const a = sink();
    hub.add(a, 'one', 'user:u1');
    hub.add(a, 'two', 'account:a1');
    hub.remove(a, 'one');
    expect(hub.deliver('user:u1', '1')).toBe(0);
    hub.removeAll(a);
    expect(hub.deliver('account:a1', '1')).toBe(0);
    expect(hub.countFor(a)).toBe(0);
  });
});
