import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CABLE_CONSTANTS,
  computePollIntervalMs,
  createCableClient,
  resolveCableUrl,
} from './cable-client.ts';

/** Just enough of a browser WebSocket, driven by the test. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  protocol = '';
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly url: string;
  readonly protocols: string[];

  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close() {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    setTimeout(() => this.drop(), 10);
  }

  /** The server accepts and welcomes. */
  accept() {
    this.readyState = 1;
    this.protocol = 'actioncable-v1-json';
    this.onopen?.({});
    this.receive({ type: 'welcome' });
  }

  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }

  commands(command: string) {
    return this.sent.filter((s) => s.command === command).map((s) => s.identifier);
  }
}

const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};
const URL = 'ws://shop.example/cable';
const USER = { channel: 'UserChannel' };
const USER_ID = JSON.stringify(USER);
const client = () => createCableClient(URL, { WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
const handlers = () => ({ received: vi.fn(), connected: vi.fn(), disconnected: vi.fn(), rejected: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Spec §9: stale threshold 6 s, reconnect backoff 0.15, reopen delay 500 ms, retry 500 ms.
describe('CABLE_CONSTANTS', () => {
  it('are ActionCable’s library defaults', () => {
    expect(CABLE_CONSTANTS).toEqual({
      staleThresholdSeconds: 6,
      reconnectionBackoffRate: 0.15,
      reopenDelayMs: 500,
      subscriptionRetryMs: 500,
    });
  });
});

describe('computePollIntervalMs', () => {
  it('polls at the stale threshold, with up to 100% jitter, before any reconnect attempt', () => {
    expect(computePollIntervalMs(0, 0)).toBe(6000);
    expect(computePollIntervalMs(0, 1)).toBe(12000);
  });

  it('grows by the backoff rate per attempt, capped at 10 attempts', () => {
    expect(computePollIntervalMs(1, 0)).toBeCloseTo(6900);
    expect(computePollIntervalMs(2, 0)).toBeCloseTo(7935);
    expect(computePollIntervalMs(25, 0)).toBeCloseTo(computePollIntervalMs(10, 0));
    expect(computePollIntervalMs(1, 1)).toBeCloseTo(6900 * 1.15);
  });
});

describe('resolveCableUrl', () => {
  it('keeps an absolute ws URL', () => {
    expect(resolveCableUrl('wss://shop.example/cable')).toBe('wss://shop.example/cable');
  });

  it('resolves a relative URL against the page, http becoming ws and https wss', () => {
    vi.stubGlobal('location', { href: 'https://shop.example/pharmacy/orders' });
    expect(resolveCableUrl('/cable')).toBe('wss://shop.example/cable');
    vi.stubGlobal('location', { href: 'http://localhost:3000/' });
    expect(resolveCableUrl('/cable')).toBe('ws://localhost:3000/cable');
    vi.unstubAllGlobals();
  });
});

describe('createCableClient', () => {
  it('opens lazily with the ActionCable subprotocols when the first subscription is made', () => {
    const cable = client();
    expect(FakeSocket.instances).toHaveLength(0);
    cable.subscribe(USER, handlers());
    expect(latest().url).toBe(URL);
    expect(latest().protocols[0]).toBe('actioncable-v1-json');
  });

  it('subscribes after the welcome, reports connected on confirm and delivers messages', () => {
    const cable = client();
    const h = handlers();
    cable.subscribe(USER, h);
    latest().accept();
    expect(latest().commands('subscribe')).toEqual([USER_ID]);
    latest().receive({ identifier: USER_ID, type: 'confirm_subscription' });
    expect(h.connected).toHaveBeenCalledTimes(1);
    latest().receive({ identifier: USER_ID, message: { type: 'notification', message: 'hi' } });
    expect(h.received).toHaveBeenCalledWith({ type: 'notification', message: 'hi' });
  });

  it('ignores frames that are not JSON objects', () => {
    const cable = client();
    const h = handlers();
    cable.subscribe(USER, h);
    latest().accept();
    latest().onmessage?.({ data: 'garbage' });
    latest().onmessage?.({ data: 'null' });
    latest().receive({ identifier: USER_ID, type: 'confirm_subscription' });
    expect(h.connected).toHaveBeenCalledTimes(1);
  });

  it('retries an unconfirmed subscribe every 500 ms and stops once confirmed', () => {
    const cable = client();
    cable.subscribe(USER, handlers());
    latest().accept();
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(500);
    expect(latest().commands('subscribe')).toHaveLength(3);
    latest().receive({ identifier: USER_ID, type: 'confirm_subscription' });
    vi.advanceTimersByTime(2000);
    expect(latest().commands('subscribe')).toHaveLength(3);
  });

  it('reports rejected and stops retrying when the server rejects', () => {
    const cable = client();
    const h = handlers();
    cable.subscribe({ channel: 'AccountChannel', account_id: 'other' }, h);
    latest().accept();
    latest().receive({ identifier: latest().commands('subscribe')[0], type: 'reject_subscription' });
    expect(h.rejected).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(latest().commands('subscribe')).toHaveLength(1);
  });

  it('sends unsubscribe only when the last handler for an identifier leaves', () => {
    const cable = client();
    const first = cable.subscribe(USER, handlers());
    const second = handlers();
    const leave = cable.subscribe(USER, second);
    latest().accept();
    latest().receive({ identifier: USER_ID, type: 'confirm_subscription' });
    first();
    expect(latest().commands('unsubscribe')).toEqual([]);
    leave();
    leave();
    expect(latest().commands('unsubscribe')).toEqual([USER_ID]);
    expect(latest().commands('subscribe')).toEqual([USER_ID]);
  });

  it('keeps the socket while pings arrive every 3 s', () => {
    const cable = client();
    cable.subscribe(USER, handlers());
    latest().accept();
    for (let second = 3; second <= 60; second += 3) {
      vi.advanceTimersByTime(3000);
      latest().receive({ type: 'ping', message: second });
    }
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reopens a stale connection after the reopen delay and resubscribes after the welcome', () => {
    const cable = client();
    const h = handlers();
    cable.subscribe(USER, h);
    const first = latest();
    first.accept();
    first.receive({ identifier: USER_ID, type: 'confirm_subscription' });
    // Silence: the poll at 6 s sees exactly 6 s (not stale yet), the one at 12 s reopens.
    vi.advanceTimersByTime(11_999);
    expect(first.readyState).toBe(1);
    vi.advanceTimersByTime(1);
    expect(first.readyState).toBe(2);
    vi.advanceTimersByTime(10);
    expect(h.disconnected).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(490);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().accept();
    expect(latest().commands('subscribe')).toEqual([USER_ID]);
    latest().receive({ identifier: USER_ID, type: 'confirm_subscription' });
    expect(h.connected).toHaveBeenCalledTimes(2);
  });

  it('skips reopening right after a drop, then reopens at intervals growing by the backoff rate', () => {
    const cable = client();
    cable.subscribe(USER, handlers());
    latest().accept();
    vi.advanceTimersByTime(11_000);
    latest().drop();
    vi.advanceTimersByTime(1000); // t = 12 s: stale, but dropped 1 s ago: skip (attempt 1)
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(6890); // next poll after 6 s × 1.15 = 6.9 s
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().drop(); // the server is still down
    vi.advanceTimersByTime(7925); // next poll after 6 s × 1.15² = 7.935 s
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('closes for good when the server negotiates no ActionCable protocol', () => {
    const cable = client();
    cable.subscribe(USER, handlers());
    latest().readyState = 1;
    latest().onopen?.({});
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().readyState).toBe(3);
  });

  it('stops reconnecting and forgets subscriptions when closed', () => {
    const cable = client();
    const h = handlers();
    cable.subscribe(USER, h);
    latest().accept();
    cable.close();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().readyState).toBe(3);
  });
});
