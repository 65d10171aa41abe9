/**
 * `npm start`'s demo history step: once the API reports healthy, the history plays against it in
 * the background (under a minute the first time, nothing afterwards) while the product is
 * already usable; its outcome is one line in the start output. DEMO_HISTORY=off skips it.
 */
import { createLocalPorts } from '../../../activities/ports/index.ts';
import { openDatabase } from '../../../db/client.ts';
import { readEnv } from '../../../platform/env.ts';
import { createLogger } from '../../../platform/logger.ts';
import { connectTemporal } from '../../../platform/temporal/connection.ts';
import { httpSender } from './api.ts';
import { DEMO_HISTORY_SCENARIOS, seedDemoHistory, unplayed } from './index.ts';

export async function playDemoHistoryInBackground(options: {
  /** The environment the API and the worker run with (DATABASE_URL, DATABASE_OWNER_URL, TEMPORAL_*, PORT). */
  env: NodeJS.ProcessEnv;
  apiUrl: string;
  say: (line: string) => void;
}): Promise<void> {
  if (options.env.DEMO_HISTORY === 'off') return;
  const env = readEnv(options.env);
  // Demo data backdates what the product wrote: seeding, so as the owner like the demo seed.
  const handle = openDatabase(env.databaseOwnerUrl, { max: 2 });
  const temporal = connectTemporal(env);
  const started = Date.now();
  try {
    const pending = (await unplayed({ db: handle.db })).length;
    if (pending === 0) return;
    options.say(
      `Demo history: adding ${pending} past orders, offers, requests and audits in the background (under a minute; the product is usable meanwhile)...`,
    );
    const ports = createLocalPorts({
      db: handle.db,
      now: () => new Date(),
      filesDir: env.filesDir,
      s3: env.s3,
    });
    const report = await seedDemoHistory({
      db: handle.db,
      temporal: temporal.client,
      temporalSettings: env.temporal,
      send: httpSender(options.apiUrl),
      cards: ports.cards,
      files: ports.files,
      logger: createLogger({ level: 'warn' }),
      log: options.say,
    });
    if (report.played === 0 && report.failed === 0) return;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    options.say(
      `Demo history: ${report.played} of ${DEMO_HISTORY_SCENARIOS.length} past orders, offers, requests and audits added in ${seconds} s` +
        (report.failed > 0 ? ` (${report.failed} failed, see above).` : '.'),
    );
  } catch (error) {
    options.say(`Demo history not added: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await temporal.close();
    await handle.close();
  }
}
