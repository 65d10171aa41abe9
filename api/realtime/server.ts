/**
 * The cable endpoint: takes over HTTP upgrades on its path, checks Origin, authenticates, and
 * hands sockets to the hub; delivers NOTIFY events from every API process to local subscribers;
 * closes the sockets of a session that ended (logout, a new login, a password change, suspension,
 * expiry: issue 10), told by the database's triggers and by a periodic sweep.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Logger } from '../../platform/logger.ts';
import { handleConnection } from './connection.ts';
import { createHub } from './hub.ts';
import { listenForNotifications } from './listener.ts';
import { decodeNotification, NOTIFY_CHANNEL } from '../../platform/realtime/notification.ts';
import { decodeSessionEnd, SESSION_ENDS_CHANNEL } from '../../platform/realtime/session-ends.ts';
import { isOriginAllowed } from './origin.ts';
import { CABLE_PROTOCOL, frames } from './protocol.ts';
import { createRegistry } from './registry.ts';
import { startSessionSweep } from './session-sweep.ts';

/** ActionCable's beat: clients call a connection stale after two missed pings (6 s). */
const PING_INTERVAL_MS = 3000;
/** A socket that answered no WebSocket ping for this long is dead (TCP may take minutes to say so). */
const DEAD_AFTER_MS = 3 * PING_INTERVAL_MS;
/** Commands are tiny; a large frame is abuse, refused by ws with close code 1009. */
const MAX_FRAME_BYTES = 64 * 1024;

export type Realtime = { attach(server: Server): void; close(): Promise<void> };

export type RealtimeOptions = {
  databaseUrl: string;
  authenticate: (request: IncomingMessage) => Promise<Caller | null>;
  allowedOrigins: string[];
  logger: Logger;
  path?: string;
  /** How sockets of browser sessions are checked for their session's end (none: never). */
  sessions?: { stillLive(ids: string[]): Promise<Set<string>>; checkEveryMs: number };
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const path = options.path ?? '/cable';
  const logger = options.logger.child({ component: 'realtime' });
  const hub = createHub();
  const registry = createRegistry<WebSocket>();
  const lastSeen = new WeakMap<WebSocket, number>();
  const attached = new Set<Server>();
  let closing = false;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    clientTracking: true,
    // Pick ActionCable's protocol when offered; clients that offer none (scripts) are accepted too.
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  });

  /** Says goodbye as ActionCable does and closes: the session behind these sockets ended. */
  const endSockets = (sockets: WebSocket[], why: string) => {
    for (const socket of sockets) {
      registry.remove(socket);
      if (socket.readyState === socket.OPEN) socket.send(frames.unauthorized());
      socket.close(1000, 'session ended');
    }
    if (sockets.length > 0)
      logger.info('realtime sockets closed: session ended', { why, count: sockets.length });
  };

  const listener = listenForNotifications({
    databaseUrl: options.databaseUrl,
    logger,
    channels: {
      [NOTIFY_CHANNEL](payload) {
        const notification = decodeNotification(payload);
        if (!notification) {
          logger.warn('realtime notification ignored: not {stream, message}');
          return;
        }
        hub.deliver(notification.stream, notification.messageJson);
      },
      [SESSION_ENDS_CHANNEL](payload) {
        const end = decodeSessionEnd(payload);
        if (end) endSockets(registry.matching(end), Object.keys(end)[0]!);
      },
    },
  });

  const sessions = options.sessions;
  const sweep = sessions
    ? startSessionSweep({
        sessionIds: () => registry.sessionIds(),
        stillLive: (ids) => sessions.stillLive(ids),
        end: (session) => endSockets(registry.matching({ session }), 'expired'),
        everyMs: sessions.checkEveryMs,
        logger,
      })
    : undefined;

  // One timer for all sockets: the ActionCable ping every client's monitor expects, plus a
  // WebSocket-level ping whose pong proves the peer is still there.
  const beat = setInterval(() => {
    const now = Date.now();
    const ping = frames.ping(Math.floor(now / 1000));
    for (const socket of wss.clients) {
      if (now - (lastSeen.get(socket) ?? now) > DEAD_AFTER_MS) {
        socket.terminate();
        continue;
      }
      socket.ping();
      if (socket.bufferedAmount === 0) socket.send(ping);
    }
  }, PING_INTERVAL_MS);
  beat.unref();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathnameOf(request.url) !== path) return; // another handler's upgrade: leave it alone
    socket.on('error', (error) => logger.debug('realtime handshake socket error', { error: error.message }));
    if (closing) return refuse(socket, 503, 'Service Unavailable');
    if (!isOriginAllowed(request.headers.origin, options.allowedOrigins)) {
      logger.warn('realtime upgrade refused: origin not allowed', { origin: request.headers.origin });
      return refuse(socket, 403, 'Forbidden');
    }
    options.authenticate(request).then(
      (caller) => {
        if (closing || socket.destroyed) return refuse(socket, 503, 'Service Unavailable');
        wss.handleUpgrade(request, socket, head, (ws) => {
          lastSeen.set(ws, Date.now());
          const touch = () => lastSeen.set(ws, Date.now());
          ws.on('pong', touch);
          ws.on('message', touch);
          registry.add(ws, caller);
          ws.on('close', () => registry.remove(ws));
          handleConnection({ socket: ws, caller, hub, logger });
        });
      },
      (error: unknown) => {
        logger.error('realtime authentication failed', { error });
        refuse(socket, 500, 'Internal Server Error');
      },
    );
  };

  return {
    attach(server) {
      if (attached.has(server)) return;
      attached.add(server);
      server.on('upgrade', onUpgrade);
    },
    async close() {
      closing = true;
      clearInterval(beat);
      sweep?.stop();
      for (const server of attached) server.off('upgrade', onUpgrade);
      attached.clear();
      // Clients' connection monitors notice the silence and reconnect (to another process).
      for (const socket of wss.clients) socket.terminate();
      await Promise.all([new Promise<void>((resolve) => wss.close(() => resolve())), listener.close()]);
    },
  };
}

function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  if (!socket.destroyed) {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}
