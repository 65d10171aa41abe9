/**
 * Idempotence of the demo history: each scenario is claimed in `demo_history` before it runs, so
 * a second start (or a start after a crash) never plays it again. A scenario that failed before
 * it made anything gives its claim back and is tried at the next start; one that failed after
 * making its order or offer keeps the claim (that object stays where it stopped, still a state
 * the product knows) rather than making a second one.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { demoHistory } from '../../../db/schema/index.ts';

export type ScenarioOutcome = 'played' | 'already played' | 'failed';

/**
 * Plays `run` once per database under the name `scenario`. `run` calls `made(id)` as soon as it
 * has created its subject (the order, offer or bundle offer).
 */
export async function playOnce(
  db: Database,
  scenario: string,
  run: (made: (subjectId: string) => Promise<void>) => Promise<void>,
  log: (line: string) => void,
): Promise<ScenarioOutcome> {
  const claimed = await db
    .insert(demoHistory)
    .values({ scenario })
    .onConflictDoNothing()
    .returning({ scenario: demoHistory.scenario });
  if (claimed.length === 0) return 'already played';
  let subject: string | null = null;
  const made = async (subjectId: string) => {
    subject = subjectId;
    await db.update(demoHistory).set({ subjectId }).where(eq(demoHistory.scenario, scenario));
  };
  try {
    await run(made);
    return 'played';
  } catch (error) {
    log(`demo history: ${scenario} failed: ${error instanceof Error ? error.message : String(error)}`);
    if (subject === null) await db.delete(demoHistory).where(eq(demoHistory.scenario, scenario));
    return 'failed';
  }
}
