/** The SANDBOX mailbox as developers read it (issue 22): the newest messages to one address. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sandboxMailbox } from '../schema/index.ts';

/** The latest `limit` messages the sandbox mailer kept for `to`, newest first. */
export async function listSandboxMail(db: Database, to: string, limit = 10) {
  return db
    .select()
    .from(sandboxMailbox)
    .where(eq(sandboxMailbox.to, to))
    .orderBy(desc(sandboxMailbox.createdAt))
    .limit(limit);
}
