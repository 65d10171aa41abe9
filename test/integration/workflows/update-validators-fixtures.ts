/**
 * What the update-validator tests share (issue 21): an update sent straight to a workflow with
 * the Temporal client, as a caller that skips the API's checks would, must be refused by the
 * workflow's validator alone. A handler that checks again would refuse it too, but only after
 * the update was accepted into the history; so the proof is the refusal with its code AND a
 * history that gained no accepted update.
 */
import { WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { UpdateDefinition } from '@temporalio/common';
import { expect } from 'vitest';
import type { TestContext } from '../../harness/app.ts';

async function historyOf(t: TestContext, workflowId: string) {
  return (await t.temporal.client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
}

const acceptedUpdates = async (t: TestContext, workflowId: string) =>
  (await historyOf(t, workflowId)).filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes).length;

/**
 * Waits until the workflow has loaded its record (its first activity completed): until then the
 * validators let every update through by design, and the handler waits and judges.
 */
export async function waitUntilLoaded(t: TestContext, workflowId: string, timeoutMs = 15_000) {
  await expect
    .poll(async () => (await historyOf(t, workflowId)).some((e) => e.activityTaskCompletedEventAttributes), {
      timeout: timeoutMs,
      interval: 200,
    })
    .toBe(true);
}

/** Waits until the workflow has completed an activity of this name (a record loaded after other steps). */
export async function waitUntilActivityCompleted(t: TestContext, workflowId: string, activity: string) {
  await expect
    .poll(
      async () => {
        const events = await historyOf(t, workflowId);
        const scheduled = new Set(
          events
            .filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === activity)
            .map((e) => String(e.eventId)),
        );
        return events.some(
          (e) =>
            e.activityTaskCompletedEventAttributes &&
            scheduled.has(String(e.activityTaskCompletedEventAttributes.scheduledEventId)),
        );
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
}

export type BadUpdate = {
  /** What is wrong with it, for the failure message. */
  what: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table holds every update's input type
  update: UpdateDefinition<any, [any]>;
  input: unknown;
  /** The DomainError code the refusal carries. */
  code: string;
};

/**
 * Sends `bad` straight to the workflow and expects its validator to refuse it: the failure is a
 * WorkflowUpdateFailedError whose cause carries `code`, the history gained no accepted update, and
 * `snapshot` (the workflow's query and its rows) reads the same after as before.
 */
export async function expectValidatorRefuses(
  t: TestContext,
  workflowId: string,
  bad: BadUpdate,
  snapshot: () => Promise<unknown>,
) {
  const handle: WorkflowHandle = t.temporal.client.workflow.getHandle(workflowId);
  const before = { accepted: await acceptedUpdates(t, workflowId), state: await snapshot() };
  const error: unknown = await handle.executeUpdate(bad.update, { args: [bad.input] }).then(
    (answer: unknown) => ({ answered: answer }),
    (e: unknown) => e,
  );
  expect(error, `${bad.what}: refused as a failed update`).toBeInstanceOf(WorkflowUpdateFailedError);
  const cause = (error as WorkflowUpdateFailedError).cause;
  expect(cause, `${bad.what}: the refusal is an application failure`).toBeInstanceOf(ApplicationFailure);
  expect((cause as ApplicationFailure).type, `${bad.what}: the refusal's code`).toBe(bad.code);
  expect(await acceptedUpdates(t, workflowId), `${bad.what}: refused by the validator, never accepted`).toBe(
    before.accepted,
  );
  expect(await snapshot(), `${bad.what}: nothing changed`).toEqual(before.state);
}
