/**
 * An ActionCable-compatible consumer: one WebSocket shared by every subscription, kept healthy by
 * a connection monitor (reopen when no ping or message for more than 6 s, polling at a backoff
 * interval), resubscribing after every welcome and retrying unconfirmed subscribes every 500 ms.
 * Constants are ActionCable's library defaults (spec §9, socket).
 */

export type CableHandlers = {
  received(data: unknown): void;
  connected?(): void;
  disconnected?(): void;
  rejected?(): void;
};

export type CableClient = {
  subscribe(identifier: Record<string, string>, handlers: CableHandlers): () => void;
  close(): void;
};

export const CABLE_CONSTANTS = {
  staleThresholdSeconds: 6,
  reconnectionBackoffRate: 0.15,
  reopenDelayMs: 500,
  subscriptionRetryMs: 500,
};

/** We speak the first; the second is offered so a server that picks nothing else is detectable. */
const PROTOCOLS = ['actioncable-v1-json', 'actioncable-unsupported'];
const SUPPORTED_PROTOCOL = 'actioncable-v1-json';
const CONNECTING = 0;
const OPEN = 1;

type Frame = { type?: string; identifier?: string; message?: unknown; reconnect?: boolean };
type Entry = { handlers: Set<{ handlers: CableHandlers }>; confirmed: boolean };

/**
 * How long the monitor waits before its next staleness check: the stale threshold grown by the
 * backoff rate per failed reconnect (capped at 10), plus jitter so tabs do not reconnect in step.
 */
export function computePollIntervalMs(reconnectAttempts: number, random: number): number {
  const { staleThresholdSeconds, reconnectionBackoffRate } = CABLE_CONSTANTS;
  const backoff = (1 + reconnectionBackoffRate) ** Math.min(reconnectAttempts, 10);
  const jitterMax = reconnectAttempts === 0 ? 1 : reconnectionBackoffRate;
  return staleThresholdSeconds * 1000 * backoff * (1 + jitterMax * random);
}

/** A ws:/wss: URL; a relative one is resolved against the page, http(s) becoming ws(s). */
export function resolveCableUrl(url: string): string {
  if (/^wss?:\/\//i.test(url)) return url;
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const resolved = base === undefined ? new URL(url) : new URL(url, base);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}

export function createCableClient(
  url: string,
  options: { WebSocketImpl?: typeof WebSocket; now?: () => number } = {},
): CableClient {
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket;
  const now = options.now ?? (() => Date.now());
  const target = resolveCableUrl(url);
  const entries = new Map<string, Entry>();
  const secondsSince = (time: number) => (now() - time) / 1000;

  let socket: WebSocket | null = null;
  let welcomed = false;
  let disconnected = true;
  // Connection monitor state, as in ActionCable's ConnectionMonitor.
  let running = false;
  let startedAt = 0;
  let refreshedAt: number | undefined;
  let disconnectedAt: number | undefined;
  let reconnectAttempts = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const isActive = () => socket !== null && (socket.readyState === CONNECTING || socket.readyState === OPEN);

  const send = (command: 'subscribe' | 'unsubscribe', identifier: string) => {
    if (!socket || socket.readyState !== OPEN || !welcomed) return;
    socket.send(JSON.stringify({ command, identifier }));
  };

  // The subscription guarantor: resend every unconfirmed subscribe until confirmed or rejected.
  const scheduleRetry = () => {
    if (retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!welcomed) return;
      const pending = [...entries].filter(([, entry]) => !entry.confirmed);
      for (const [identifier] of pending) send('subscribe', identifier);
      if (pending.length > 0) scheduleRetry();
    }, CABLE_CONSTANTS.subscriptionRetryMs);
  };

  const subscribePending = () => {
    for (const [identifier, entry] of entries) if (!entry.confirmed) send('subscribe', identifier);
    scheduleRetry();
  };

  const notify = (entry: Entry, call: (handlers: CableHandlers) => void) => {
    for (const { handlers } of [...entry.handlers]) call(handlers);
  };

  const onMessage = (raw: unknown) => {
    let frame: Frame | null;
    try {
      frame = JSON.parse(String(raw)) as Frame | null;
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    refreshedAt = now();
    const entry = frame.identifier === undefined ? undefined : entries.get(frame.identifier);
    switch (frame.type) {
      case 'welcome':
        welcomed = true;
        reconnectAttempts = 0;
        disconnectedAt = undefined;
        subscribePending();
        return;
      case 'ping':
        return;
      case 'disconnect':
        if (frame.reconnect === false) stopMonitor();
        socket?.close();
        return;
      case 'confirm_subscription':
        if (!entry || entry.confirmed) return;
        entry.confirmed = true;
        notify(entry, (h) => h.connected?.());
        return;
      case 'reject_subscription':
        if (!entry || frame.identifier === undefined) return;
        entries.delete(frame.identifier);
        notify(entry, (h) => h.rejected?.());
        return;
      default:
        if (entry && 'message' in frame) notify(entry, (h) => h.received(frame.message));
    }
  };

  const onClose = () => {
    welcomed = false;
    if (disconnected) return;
    disconnected = true;
    disconnectedAt = now();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    for (const entry of entries.values()) {
      if (!entry.confirmed) continue;
      entry.confirmed = false;
      notify(entry, (h) => h.disconnected?.());
    }
  };

  const open = () => {
    if (isActive()) return;
    // The previous socket may not have reported its close yet; settle its subscriptions now.
    onClose();
    const ws = new WebSocketImpl(target, PROTOCOLS);
    socket = ws;
    // Events of a socket we already replaced are stale news: ignore them.
    ws.onopen = () => {
      if (ws !== socket) return;
      disconnected = false;
      if (ws.protocol !== SUPPORTED_PROTOCOL) {
        stopMonitor();
        ws.close();
      }
    };
    ws.onmessage = (event) => {
      if (ws === socket) onMessage(event.data);
    };
    ws.onclose = () => {
      if (ws === socket) onClose();
    };
    ws.onerror = () => {};
    startMonitor();
  };

  const reopen = () => {
    if (!isActive()) return open();
    socket?.close();
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(open, CABLE_CONSTANTS.reopenDelayMs);
  };

  const isStale = () => secondsSince(refreshedAt ?? startedAt) > CABLE_CONSTANTS.staleThresholdSeconds;
  const disconnectedRecently = () =>
    disconnectedAt !== undefined && secondsSince(disconnectedAt) < CABLE_CONSTANTS.staleThresholdSeconds;

  const poll = () => {
    pollTimer = setTimeout(
      () => {
        if (isStale()) {
          reconnectAttempts += 1;
          // Just dropped: the close itself is news, give the server a moment before hammering it.
          if (!disconnectedRecently()) reopen();
        }
        poll();
      },
      computePollIntervalMs(reconnectAttempts, Math.random()),
    );
  };

  const startMonitor = () => {
    if (running) return;
    running = true;
    startedAt = now();
    refreshedAt = undefined;
    reconnectAttempts = 0;
    poll();
    globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);
  };

  function stopMonitor() {
    running = false;
    clearTimeout(pollTimer);
    globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
  }

  // A tab coming back from the background may hold a socket that died while it slept.
  function onVisibilityChange() {
    if (globalThis.document?.visibilityState !== 'visible') return;
    setTimeout(() => {
      if (running && (isStale() || socket?.readyState !== OPEN)) reopen();
    }, 200);
  }

  return {
    subscribe(identifier, handlers) {
      const key = JSON.stringify(identifier);
      const token = { handlers };
      let entry = entries.get(key);
      if (!entry) {
        entry = { handlers: new Set(), confirmed: false };
        entries.set(key, entry);
        send('subscribe', key);
        if (welcomed) scheduleRetry();
      }
      entry.handlers.add(token);
      if (entry.confirmed) handlers.connected?.();
      if (!running) open();

      return () => {
        const current = entries.get(key);
        if (!current?.handlers.delete(token) || current.handlers.size > 0) return;
        entries.delete(key);
        send('unsubscribe', key);
      };
    },
    close() {
      stopMonitor();
      clearTimeout(retryTimer);
      clearTimeout(reopenTimer);
      retryTimer = undefined;
      entries.clear();
      const ws = socket;
      socket = null;
      welcomed = false;
      disconnected = true;
      ws?.close();
    },
  };
}
