/**
 * Writes a message to an account's notification pane and announces it on the account's /cable
 * stream. Given a transaction, the announcement goes out only if it commits. A dedupe key makes a
 * retried activity write the message once.
 */
import { publishWith, streams } from '../../platform/realtime/publish.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'insert' | 'execute'>;

export type AccountNotice = {
  accountId: string;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
  dedupeKey?: string | null;
  details?: Record<string, unknown>;
};

export async function notifyAccount(db: Executor, notice: AccountNotice): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ ...notice, link: notice.link ?? null, dedupeKey: notice.dedupeKey ?? null })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return; // already written by an earlier attempt
  const event = {
    type: 'notification',
    id: row.id,
    kind: notice.kind,
    title: notice.title,
    link: notice.link ?? null,
  };
  await publishWith(db, streams.account(notice.accountId), event);
}
