/**
 * Worker log lines carry the request id (issue 22, "every log line carries the request id and the
 * trace id"): a request to the API that starts a workflow hands its id through Temporal's headers
 * to the workflow and on to the activity it schedules, whose log lines in the worker process name it.
 */
import { randomUUID } from 'node:crypto';
import { defaultPayloadConverter } from '@temporalio/common';
import type { Context } from '@temporalio/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logger.ts';
import { requestIdActivities } from '../../../worker/request-id.ts';
import { REQUEST_ID_HEADER } from '../../../workflows/shared/messages.ts';
import { createTestContext, processStackOf, type Credentials, type TestContext } from '../../harness/app.ts';
import { startWorkerProcess } from '../../harness/processes.ts';
import { offerListing } from '../offers/offers-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
beforeAll(async () => {
  t = await createTestContext({ taskQueue: `request-id-logs-${randomUUID()}` });
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

/** The JSON lines a child process wrote on stdout so far. */
function linesOf(output: string[]): Record<string, unknown>[] {
  return output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request id in the worker’s log lines', () => {
  it('names the API request that started the workflow on the lines of the activity it scheduled', async () => {
    // Debug: the SDK's "Activity completed" line is the activity's own line we look for.
    const worker = await startWorkerProcess(processStackOf(t), { LOG_LEVEL: 'debug' });
    const output: string[] = [];
    worker.process.stdout?.on('data', (data: Buffer) => output.push(data.toString()));
    try {
      const listing = await offerListing(t);
      const requestId = `offer-${randomUUID()}`;
      const made = await t.call('POST', '/api/v1/offers', {
        as: pharmacy,
        body: { listing_id: listing.id, price: '40.00', quantity: 5 },
        headers: { 'x-request-id': requestId },
      });
      expect(made.status).toBe(201);
      expect(made.headers.get('x-request-id')).toBe(requestId);
      // The negotiation workflow's first activity opens the offer.
      await expect
        .poll(
          () =>
            linesOf(output).find(
              (l) => l.activityType === 'openOfferNegotiation' && l.msg === 'Activity completed',
            )?.requestId,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(requestId);
      // No activity line names another request.
      const ids = linesOf(output)
        .filter((l) => l.activityType !== undefined && l.requestId !== undefined)
        .map((l) => l.requestId);
      expect(new Set(ids)).toEqual(new Set([requestId]));
    } finally {
      await worker.stop();
    }
  });

  it('puts the id on every line the activity writes through our logger while it runs', async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const { inbound } = requestIdActivities({} as Context);
    const headers = { [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload('req-12345678') };
    await inbound!.execute!({ args: [], headers }, () => {
      logger.info('inside the activity');
      return Promise.resolve();
    });
    logger.info('after it');
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'inside the activity', requestId: 'req-12345678' });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('requestId');
  });
});
