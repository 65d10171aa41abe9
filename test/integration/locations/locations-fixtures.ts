/** What the locations tests share: the demo accounts, a location body and a read of the workflow's state. */
import { locationChangeStateQuery, locationChangeWorkflowId } from '../../../workflows/locations/messages.ts';
import type { TestContext } from '../../harness/app.ts';
import { accountOf } from '../audits/audits-fixtures.ts';

export const MAIN_STREET = accountOf('pharmacy@example.com');
export const RIVERSIDE = accountOf('seller@example.com');
export const KEYSTONE = accountOf('supplier@example.com');
export const TEXAS = 48;

/** A third store for the demo master, every field valid unless overridden. */
export const thirdStore = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main Street Pharmacy - Round Rock',
  address1: '201 E Main St',
  address2: '',
  city: 'Round Rock',
  state_id: TEXAS,
  zipcode: '78664',
  phone: '(512) 555-0199',
  default: false,
  default_billing: false,
  gln_number: '0614141000005',
  sgln_number: '',
  ...overrides,
});

/** Waits until the change's workflow answers its query (the worker picked it up). */
export async function waitForChangeWorkflow(t: TestContext, changeId: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      await t.temporal.client.workflow
        .getHandle(locationChangeWorkflowId(changeId))
        .query(locationChangeStateQuery);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the location-change workflow never answered');
}
