/**
 * The product's own API processes, not a fixture: a browser session connected to API process A
 * receives the notification that a write made through API process B publishes (spec: real-time
 * channel; DESIGN §2: fan-out between stateless API processes through LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { connectCable, logInOverHttp } from '../../harness/cable-client.ts';
import { createTestDatabase } from '../../harness/database.ts';
import { startApiProcess } from '../../harness/processes.ts';
import { testNamespace } from '../../harness/namespaces.ts';

type Api = Awaited<ReturnType<typeof startApiProcess>>;
type Frame = { type?: string; identifier?: string; message?: { type?: string; message?: string } };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let apiA: Api;
let apiB: Api;

const logIn = (api: Api, email: string) => logInOverHttp(api.url, email);
const connect = (api: Api, cookie?: string) => connectCable<Frame>(api.url, cookie);

beforeAll(async () => {
  database = await createTestDatabase();
  const stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    namespace: testNamespace(),
  };
  [apiA, apiB] = await Promise.all([startApiProcess(stack, 'api-a'), startApiProcess(stack, 'api-b')]);
});
afterAll(async () => {
  await Promise.all([apiA.stop(), apiB.stop()]);
  await database.drop();
});

describe('/cable across two API processes', () => {
  it('delivers to a session on process A what a write through process B publishes', async () => {
    const session = await logIn(apiB, 'pharmacy@example.com');
    const client = connect(apiA, session.cookie);
    await client.waitFor((f) => f.type === 'welcome');
    client.subscribe({ channel: 'UserChannel' });
    client.subscribe({ channel: 'AccountChannel', account_id: session.accountId });
    await client.waitFor((f) => f.type === 'confirm_subscription' && f.identifier!.includes('UserChannel'));
    await client.waitFor(
      (f) => f.type === 'confirm_subscription' && f.identifier!.includes('AccountChannel'),
    );

    const created = await fetch(`${apiB.url}/api/v1/access_tokens`, {
      method: 'POST',
      headers: {
        authorization: 'Web',
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'fan-out check', current_password: DEMO_PASSWORD }),
    });
    expect(created.status).toBe(201);
    const delivered = await client.waitFor((f) => f.message?.type === 'notification');
    expect(delivered.message?.message).toContain('fan-out check');
    client.socket.close();
  });

  it("rejects an anonymous subscription and another account's channel", async () => {
    const anonymous = connect(apiA);
    await anonymous.waitFor((f) => f.type === 'welcome');
    anonymous.subscribe({ channel: 'UserChannel' });
    await anonymous.waitFor((f) => f.type === 'reject_subscription');
    anonymous.socket.close();

    const seller = await logIn(apiA, 'seller@example.com');
    const pharmacy = await logIn(apiA, 'pharmacy@example.com');
    const client = connect(apiA, seller.cookie);
    await client.waitFor((f) => f.type === 'welcome');
    client.subscribe({ channel: 'AccountChannel', account_id: pharmacy.accountId });
    await client.waitFor((f) => f.type === 'reject_subscription');
    client.socket.close();
  });
});
