/**
 * The periodic check behind the triggers: every few seconds, the sessions that hold sockets here
 * are looked up at once, and the sockets of any that is no longer live are closed. It is what
 * closes a socket when its session expires (idle or absolute; no row changes then, so no trigger
 * fires), and it catches an end whose NOTIFY was lost while the LISTEN connection was down.
 */
import type { Logger } from '../../platform/logger.ts';

export type SessionSweepOptions = {
  /** The sessions held here. */
  sessionIds(): string[];
  /** Which of them are still live (not revoked, not expired, user and account active). */
  stillLive(ids: string[]): Promise<Set<string>>;
  /** Closes the sockets of a session that ended. */
  end(sessionId: string): void;
  everyMs: number;
  logger: Logger;
};

export function startSessionSweep(options: SessionSweepOptions): { stop(): void } {
  let running = false;
  const sweep = async () => {
    const ids = options.sessionIds();
    if (running || ids.length === 0) return;
    running = true;
    try {
      const live = await options.stillLive(ids);
      for (const id of ids) if (!live.has(id)) options.end(id);
    } catch (error) {
      // A database blip: the next sweep tries again; sockets stay until then.
      options.logger.warn('realtime session sweep failed', { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
