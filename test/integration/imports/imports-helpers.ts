/**
 * What the import tests share: an in-process worker on the test's task queue (the import
 * workflow and its activity), a multipart CSV upload as a supplier's session, and waiting for a
 * job to finish through the API.
 */
import type { Credentials, TestContext } from '../../harness/app.ts';

export type Job = {
  id: string;
  status: string;
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  failed_rows: number;
  failure: string | null;
};

type Session = Credentials & { kind: 'session' };

/** Runs every workflow and activity for the test's task queue until `stop` (the shared in-process worker). */
export { startWorker as startImportWorker } from '../orders/order-fulfilment-fixtures.ts';

/** POSTs a CSV file as multipart form data (`kind` for the generic /imports path). */
export function uploadCsv(
  t: TestContext,
  path: string,
  as: Session,
  file: { name: string; text: string },
  kind?: string,
) {
  const form = new FormData();
  if (kind) form.set('kind', kind);
  form.set('file', new Blob([file.text], { type: 'text/csv' }), file.name);
  return t.app.request(path, {
    method: 'POST',
    headers: { authorization: 'Web', cookie: as.cookie, 'x-csrf-token': as.csrf },
    body: form,
  });
}

/** Polls GET /api/v1/imports/{id} until the job completes or fails (30 s at most). */
export async function waitForJob(t: TestContext, as: Session, id: string): Promise<Job> {
  for (let i = 0; i < 300; i++) {
    const job = (await (await t.call('GET', `/api/v1/imports/${id}`, { as })).json()) as Job;
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Uploads a file, expects the job to start (202) and waits for it to finish. */
export async function importCsv(
  t: TestContext,
  as: Session,
  path: string,
  text: string,
  kind?: string,
): Promise<Job> {
  const response = await uploadCsv(t, path, as, { name: 'rules.csv', text }, kind);
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return waitForJob(t, as, ((await response.json()) as { id: string }).id);
}
