/**
 * `pharmacy signups list|show|approve|reject|release` (issue 12, 22): support's review of new
 * pharmacy accounts, through the same API calls as the review pages. Decisions ask first (`--yes` skips
 * the question); a decided application's refusal (409) is the server's message.
 */
import type { Command } from 'commander';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { confirmDestructive } from '../confirm.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError } from '../errors.ts';
import { formatTable, printJson, printLine, type Column } from '../output.ts';
import { createPrompter, isInteractive } from '../prompt.ts';

type ReviewSummary = Schema<'ReviewSummary'>;

const COLUMNS: Column<ReviewSummary>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'PHARMACY', value: (r) => r.business_legal_name },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'STATE', value: (r) => r.state },
  { header: 'STATUS', value: (r) => r.status },
  { header: 'SIGNED UP', value: (r) => r.created_at },
];

const byId = (id: string) => ({ params: { path: { id } } });
const readReview = (client: ApiClient, id: string) =>
  data(client.GET('/api/v1/support/account_reviews/{id}', byId(id)));

/** Asks before a decision unless --yes; throws when not confirmed. */
async function confirm(action: string, yes: boolean | undefined): Promise<void> {
  const prompter = isInteractive() && !yes ? createPrompter() : undefined;
  try {
    const confirmed = await confirmDestructive({
      action,
      yes: yes === true,
      interactive: prompter !== undefined,
      ask: (question) => prompter?.ask(question) ?? Promise.resolve(''),
    });
    if (!confirmed) throw new CliError('Not confirmed; nothing changed.');
  } finally {
    prompter?.close();
  }
}

export function registerSignupsCommand(program: Command): void {
  const command = program
    .command('signups')
    .description('new pharmacy accounts waiting for review (support)');
  command
    .command('list')
    .description('every application, waiting ones first')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const list = await data(client.GET('/api/v1/support/account_reviews'));
      if (context.json) return printJson(list);
      printLine(list.data.length === 0 ? 'No applications.' : formatTable(list.data, COLUMNS));
    });
  command
    .command('show <id>')
    .description('one application: the applicant, licences, documents and checks')
    .option('--json', 'machine-readable output')
    .action(async (id: string, _options: object, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const review = await readReview(client, id);
      if (context.json) return printJson(review);
      printLine(`${review.business_legal_name} (${review.status})`);
      for (const check of review.checks) printLine(`  [${check.outcome}] ${check.name}: ${check.detail}`);
    });
  command
    .command('approve <id>')
    .description('approve an application: the account becomes active')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { yes?: boolean }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const review = await readReview(client, id);
      await confirm(`Approve ${review.business_legal_name}`, options.yes);
      const answer = await data(
        client.PATCH('/api/v1/support/account_reviews/{id}/approve', { ...byId(id), body: {} }),
      );
      if (context.json) printJson(answer);
      else printLine(answer.message);
    });
  command
    .command('reject <id>')
    .description('reject an application with a reason')
    .requiredOption('--reason <text>', 'why (the applicant reads it)')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { yes?: boolean; reason: string }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const review = await readReview(client, id);
      await confirm(`Reject ${review.business_legal_name}`, options.yes);
      const answer = await data(
        client.PATCH('/api/v1/support/account_reviews/{id}/reject', {
          ...byId(id),
          body: { reason: options.reason },
        }),
      );
      if (context.json) printJson(answer);
      else printLine(answer.message);
    });
  command
    .command('release <id>')
    .description('release a rejected application’s identifiers (email, DEA, tax id, licences)')
    .option('--yes', 'do not ask for confirmation')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { yes?: boolean }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const review = await readReview(client, id);
      await confirm(`Release the identifiers of ${review.business_legal_name}`, options.yes);
      const answer = await data(
        client.PATCH('/api/v1/support/account_reviews/{id}/release_identifiers', { ...byId(id), body: {} }),
      );
      if (context.json) printJson(answer);
      else printLine(answer.message);
    });
}
