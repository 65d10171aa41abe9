/**
 * One client socket: sends the welcome, answers subscribe and unsubscribe commands, and forgets
 * its subscriptions when it closes. Malformed frames are logged at debug and ignored: a client
 * can never crash the process or learn anything from an error (spec §4, real-time channel).
 */
import type { WebSocket } from 'ws';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Logger } from '../../platform/logger.ts';
import { authoriseSubscription } from './channels.ts';
import type { Hub, Sink } from './hub.ts';
import { frames, parseCommand } from './protocol.ts';

/** Enough for every channel a page needs; bounds the memory one socket can pin. */
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 32;
/** A client this far behind is not reading: drop it rather than buffer without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function handleConnection(options: {
  socket: WebSocket;
  caller: Caller | null;
  hub: Hub;
  logger: Logger;
}): void {
  const { socket, caller, hub } = options;
  const logger = options.logger.child({ userId: caller?.user.id ?? null });

  const sink: Sink = {
    send(frame) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        logger.warn('realtime client too slow, dropping it', { bufferedAmount: socket.bufferedAmount });
        socket.terminate();
        return;
      }
      socket.send(frame);
    },
  };

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      logger.debug('realtime binary frame ignored');
      return;
    }
    const command = parseCommand(rawToString(data));
    if (!command) {
      logger.debug('realtime malformed frame ignored');
      return;
    }
    switch (command.command) {
      case 'subscribe': {
        const stream = authoriseSubscription(command.params, caller);
        const full = hub.countFor(sink) >= MAX_SUBSCRIPTIONS_PER_CONNECTION;
        if (stream === null || full) {
          logger.debug('realtime subscription rejected', { channel: command.params.channel, full });
          sink.send(frames.reject(command.identifier));
          return;
        }
        // Idempotent: a client retrying an unconfirmed subscribe gets another confirmation.
        hub.add(sink, command.identifier, stream);
        sink.send(frames.confirm(command.identifier));
        return;
      }
      case 'unsubscribe':
        hub.remove(sink, command.identifier);
        return;
      case 'message':
        // No channel defines client actions: the cable only pushes.
        logger.debug('realtime client action ignored', { channel: command.params.channel });
        return;
    }
  });
  socket.on('close', () => hub.removeAll(sink));
  socket.on('error', (error) => logger.debug('realtime socket error', { error: error.message }));

  sink.send(frames.welcome());
}

function rawToString(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
