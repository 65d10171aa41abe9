/**
 * The LISTEN side of fan-out: one dedicated PostgreSQL connection per API process, listening on
 * every channel given (published messages, and the ends of sessions). postgres.js re-issues LISTEN
 * after the connection drops; if a very first LISTEN fails (database not up yet) we retry with a
 * fresh client, because postgres.js keeps a failed first LISTEN cached. Notifications sent while
 * disconnected are lost; clients refetch on `connected`, and the session sweep catches ends.
 */
import postgres from 'postgres';
import type { Logger } from '../../platform/logger.ts';

const RETRY_MS = 2000;

export type Listener = { close(): Promise<void> };

export function listenForNotifications(options: {
  databaseUrl: string;
  /** Each channel and what to do with its payloads. */
  channels: Record<string, (payload: string) => void>;
  logger: Logger;
}): Listener {
  const { logger } = options;
  let sql: postgres.Sql | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const start = () => {
    const client = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
    sql = client;
    const listens = Object.entries(options.channels).map(([channel, onNotification]) =>
      client.listen(channel, onNotification, () => logger.info('realtime listening', { channel })),
    );
    Promise.all(listens).catch((error: unknown) => {
      if (sql !== client) return;
      logger.error('realtime LISTEN failed, retrying', { error, retryMs: RETRY_MS });
      sql = undefined;
      void client.end({ timeout: 0 });
      if (!stopped) retry = setTimeout(start, RETRY_MS);
    });
  };
  start();

  return {
    async close() {
      stopped = true;
      clearTimeout(retry);
      await sql?.end({ timeout: 1 });
    },
  };
}
