/**
 * Mail as activities send it (issue 22): one plain-text message to one address. The local
 * implementation is the SANDBOX mailbox, a table developers read (`pharmacy dev mailbox`); an SMTP
 * adapter replaces it behind the same port.
 */
import type { Database } from '../../db/client.ts';
import { sandboxMailbox } from '../../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  /** Whether this is the sandbox (nothing leaves the machine). */
  sandbox: boolean;
  send(message: MailMessage): Promise<void>;
};

/** The SANDBOX mailer: every message is kept in `sandbox_mailbox`. */
export function sandboxMailer(db: Database): Mailer {
  return {
    sandbox: true,
    async send(message) {
      await db
        .insert(sandboxMailbox)
        .values({ to: message.to, subject: message.subject, body: message.text });
    },
  };
}
