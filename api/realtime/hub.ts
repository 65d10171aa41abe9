/**
 * The local subscription index of one API process: which sockets listen to which stream, so a
 * notification is delivered in O(subscribers of that stream), never by scanning every socket.
 * No sockets here, only sinks, so it is tested alone.
 */
import { frames } from './protocol.ts';

/** Where frames for one connection go. */
export type Sink = { send(frame: string): void };

type Subscription = { sink: Sink; identifier: string; stream: string; prefix: string };

export type Hub = {
  /** Subscribes (idempotent per sink and identifier). */
  add(sink: Sink, identifier: string, stream: string): void;
  remove(sink: Sink, identifier: string): void;
  /** Forgets every subscription of a closed connection. */
  removeAll(sink: Sink): void;
  /** Number of subscriptions a connection holds. */
  countFor(sink: Sink): number;
  /** Sends an already JSON-encoded message to every subscriber of a stream; answers how many. */
  deliver(stream: string, messageJson: string): number;
};

export function createHub(): Hub {
  const byStream = new Map<string, Set<Subscription>>();
  const bySink = new Map<Sink, Map<string, Subscription>>();

  const detach = (subscription: Subscription) => {
    const set = byStream.get(subscription.stream);
    set?.delete(subscription);
    if (set?.size === 0) byStream.delete(subscription.stream);
  };

  return {
    add(sink, identifier, stream) {
      let own = bySink.get(sink);
      if (!own) bySink.set(sink, (own = new Map<string, Subscription>()));
      if (own.has(identifier)) return;
      const subscription = { sink, identifier, stream, prefix: frames.messagePrefix(identifier) };
      own.set(identifier, subscription);
      let set = byStream.get(stream);
      if (!set) byStream.set(stream, (set = new Set()));
      set.add(subscription);
    },
    remove(sink, identifier) {
      const own = bySink.get(sink);
      const subscription = own?.get(identifier);
      if (!own || !subscription) return;
      own.delete(identifier);
      if (own.size === 0) bySink.delete(sink);
      detach(subscription);
    },
    removeAll(sink) {
      const own = bySink.get(sink);
      if (!own) return;
      for (const subscription of own.values()) detach(subscription);
      bySink.delete(sink);
    },
    countFor(sink) {
      return bySink.get(sink)?.size ?? 0;
    },
    deliver(stream, messageJson) {
      const set = byStream.get(stream);
      if (!set) return 0;
      for (const subscription of set)
        subscription.sink.send(frames.message(subscription.prefix, messageJson));
      return set.size;
    },
  };
}
