/**
 * Which local sockets belong to which browser session, user and account, so that the end of a
 * session (or a user's, or an account's) closes exactly their sockets, found by key rather than
 * by scanning every socket. Sockets authenticated otherwise, or anonymous, are not listed: they
 * have no session to end. No sockets here, only keys, so it is tested alone.
 */
import type { Caller } from '../../domain/identity/caller.ts';
import type { SessionEnd } from '../../platform/realtime/session-ends.ts';

export type Registry<S> = {
  add(socket: S, caller: Caller | null): void;
  remove(socket: S): void;
  /** The sockets a session end names. */
  matching(end: SessionEnd): S[];
  /** Every session that holds a socket here. */
  sessionIds(): string[];
};

type Keys = { session: string; user: string; account: string };

export function createRegistry<S>(): Registry<S> {
  const keysOf = new Map<S, Keys>();
  const index = {
    session: new Map<string, Set<S>>(),
    user: new Map<string, Set<S>>(),
    account: new Map<string, Set<S>>(),
  };

  const each = (keys: Keys, visit: (map: Map<string, Set<S>>, key: string) => void) => {
    visit(index.session, keys.session);
    visit(index.user, keys.user);
    visit(index.account, keys.account);
  };

  return {
    add(socket, caller) {
      if (caller?.via.kind !== 'session') return;
      const keys = { session: caller.via.sessionId, user: caller.user.id, account: caller.account.id };
      keysOf.set(socket, keys);
      each(keys, (map, key) => {
        let set = map.get(key);
        if (!set) map.set(key, (set = new Set()));
        set.add(socket);
      });
    },
    remove(socket) {
      const keys = keysOf.get(socket);
      if (!keys) return;
      keysOf.delete(socket);
      each(keys, (map, key) => {
        const set = map.get(key);
        set?.delete(socket);
        if (set?.size === 0) map.delete(key);
      });
    },
    matching(end) {
      if ('session' in end) return [...(index.session.get(end.session) ?? [])];
      if ('user' in end) return [...(index.user.get(end.user) ?? [])];
      return [...(index.account.get(end.account) ?? [])];
    },
    sessionIds() {
      return [...index.session.keys()];
    },
  };
}
