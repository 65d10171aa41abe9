/** `pharmacy workflows …`: support's view of Temporal workflows, through the API (support only). */
import { InvalidArgumentError, type Command } from 'commander';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { confirmDestructive } from '../confirm.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError } from '../errors.ts';
import { columnsFromKeys, formatFields, formatTable, printJson, printLine, type Column } from '../output.ts';
import { createPrompter, isInteractive } from '../prompt.ts';

type WorkflowSummary = Schema<'WorkflowSummary'>;
type WorkflowDetails = Schema<'WorkflowDetails'>;
type WorkflowEvent = WorkflowDetails['events'][number];

const SUMMARY_COLUMNS: Column<WorkflowSummary>[] = [
  { header: 'WORKFLOW ID', value: (w) => w.workflow_id },
  { header: 'TYPE', value: (w) => w.type },
  { header: 'STATUS', value: (w) => w.status },
  { header: 'STARTED', value: (w) => w.start_time },
  { header: 'CLOSED', value: (w) => w.close_time },
  { header: 'TASK QUEUE', value: (w) => w.task_queue },
];
const EVENT_COLUMNS: Column<WorkflowEvent>[] = [
  { header: 'ID', value: (e) => e.event_id },
  { header: 'TIME', value: (e) => e.event_time },
  { header: 'TYPE', value: (e) => e.event_type },
];

const workflow = (id: string) => ({ params: { path: { id } } });

export function registerWorkflowsCommand(program: Command): void {
  const workflows = program
    .command('workflows')
    .description('list, inspect, signal and cancel workflows (support)');
  workflows
    .command('list')
    .description("list workflows matching a visibility query, or one account's")
    .option('--account <id>', "one account's workflows (a pharmacy's, a supplier's)")
    .option('--query <query>', 'Temporal visibility query, e.g. "AppProcess = \'order\'"')
    .option('--limit <n>', 'at most this many workflows', parsePositiveInt, 50)
    .option('--json', 'machine-readable output')
    .action(async (options: { query?: string; account?: string; limit: number }, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const found = await listWorkflows(client, options, options.limit);
      if (context.json) return printJson(found);
      printLine(found.length === 0 ? 'No workflows found.' : formatTable(found, SUMMARY_COLUMNS));
    });

  workflows
    .command('describe <id>')
    .description('show one workflow: status, pending activities and history events')
    .option('--json', 'machine-readable output')
    .action(async (id: string, _options: object, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const details = await data(client.GET('/api/v1/support/workflows/{id}', workflow(id)));
      if (context.json) return printJson(details);
      printDetail(details);
    });

  workflows
    .command('signal <id> <name>')
    .description('send a signal to a running workflow')
    .option('--args <json>', 'signal arguments as a JSON array (any other value is sent as the one argument)')
    .option('--json', 'machine-readable output')
    .action(async (id: string, name: string, options: { args?: string }, command: Command) => {
      const context = contextOf(command);
      const args = parseSignalArgs(options.args);
      const { client } = await authenticatedClient(context);
      await client.POST('/api/v1/support/workflows/{id}/signal', { ...workflow(id), body: { name, args } });
      if (context.json) return printJson({ workflow_id: id, signal: name, args, accepted: true });
      printLine(`Signal ${name} sent to ${id}.`);
    });

  workflows
    .command('cancel <id>')
    .description('request cancellation of a running workflow (destructive; never an order holding money)')
    .requiredOption('--reason <reason>', 'why, recorded in the audit trail (required)', parseReason)
    .option('-y, --yes', 'do not ask for confirmation (required when not in a terminal)')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { reason: string; yes?: boolean }, command: Command) => {
      const context = contextOf(command);
      const prompter = isInteractive() && !options.yes ? createPrompter() : undefined;
      let confirmed: boolean;
      try {
        confirmed = await confirmDestructive({
          action: `Cancel workflow ${id}`,
          yes: options.yes === true,
          interactive: prompter !== undefined,
          ask: (question) => prompter?.ask(question) ?? Promise.resolve(''),
        });
      } finally {
        prompter?.close();
      }
      if (!confirmed) throw new CliError('Not confirmed; the workflow was left running.');
      const { client } = await authenticatedClient(context);
      const body = { reason: options.reason };
      await client.POST('/api/v1/support/workflows/{id}/cancel', { ...workflow(id), body });
      if (context.json) return printJson({ workflow_id: id, cancel_requested: true, reason: options.reason });
      printLine(`Cancellation requested for ${id}.`);
    });
}

/** Follows `next_page_token` until `limit` workflows are collected or the list ends. */
async function listWorkflows(
  client: ApiClient,
  filter: { query?: string | undefined; account?: string | undefined },
  limit: number,
): Promise<WorkflowSummary[]> {
  const found: WorkflowSummary[] = [];
  let pageToken: string | undefined;
  do {
    // The API pages at most 200 at a time.
    const params = {
      query: {
        query: filter.query,
        account: filter.account,
        page_token: pageToken,
        page_size: Math.min(limit - found.length, 200),
      },
    };
    const page = await data(client.GET('/api/v1/support/workflows', { params }));
    found.push(...page.data);
    pageToken = page.next_page_token ?? undefined;
  } while (pageToken && found.length < limit);
  return found.slice(0, limit);
}

function printDetail(detail: WorkflowDetails): void {
  printLine(
    formatFields([
      ['Workflow ID', detail.workflow_id],
      ['Run ID', detail.run_id],
      ['Type', detail.type],
      ['Status', detail.status],
      ['Task queue', detail.task_queue],
      ['Started', detail.start_time],
      ['Closed', detail.close_time],
      ['History length', detail.history_length],
    ]),
  );
  const pending = detail.pending_activities;
  printLine(`\nPending activities (${pending.length})`);
  if (pending.length > 0) printLine(formatTable(pending, columnsFromKeys(pending)));
  printLine(`\nEvents (${detail.events.length})`);
  if (detail.events.length > 0) printLine(formatTable(detail.events, EVENT_COLUMNS));
}

export function parseSignalArgs(raw: string | undefined): unknown[] {
  if (raw === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new CliError(`--args is not valid JSON: ${raw}`, 2);
  }
  return Array.isArray(value) ? value : [value];
}

function parseReason(raw: string): string {
  const reason = raw.trim();
  if (reason === '' || reason.length > 500) throw new InvalidArgumentError('must be 1 to 500 characters');
  return reason;
}

function parsePositiveInt(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
}
