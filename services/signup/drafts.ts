/**
 * Half-finished signups (`POST /ajax/process_data`): each step's fields are merged into a draft
 * keyed by the SHA-256 of a resume token the server issues on the first save; the browser keeps
 * the token and sends it back to resume. Passwords are never stored (the route refuses them). A
 * draft is capped in size here and purged when untouched (activities/maintenance/purge-expired.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signupDrafts } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { DRAFT_TOO_LARGE_MESSAGE, SIGNUP_DRAFT_LIMITS } from '../../domain/signup/drafts.ts';
import { digest, generateSecret } from '../../activities/identity/tokens.ts';

export type Draft = { resumeToken: string; step: string; data: Record<string, string> };

const UNKNOWN = 'This saved signup was not found. Please start again.';

/** The draft's stored size, as the merged jsonb reads back (what the cap is counted on). */
const storedBytes = sql<number>`octet_length(${signupDrafts.data}::text)`.mapWith(Number);

/** The draft would pass its size cap: 413 naming `data`; the transaction leaves it as it was. */
function assertWithinCap(row: { bytes: number } | undefined): void {
  if (row && row.bytes > SIGNUP_DRAFT_LIMITS.maxBytes)
    throw new DomainError('REQUEST_TOO_LARGE', DRAFT_TOO_LARGE_MESSAGE, {
      fields: { data: [DRAFT_TOO_LARGE_MESSAGE] },
    });
}

/**
 * Saves a step into the token's draft (a new draft and token when none is given). A step that
 * would grow the draft past its cap (domain/signup/drafts.ts) is refused and saves nothing.
 */
export async function saveDraft(
  db: Database,
  input: { resumeToken?: string | undefined; step: string; data: Record<string, string> },
  now: Date,
): Promise<Draft> {
  return db.transaction(async (tx) => {
    if (!input.resumeToken) {
      const resumeToken = generateSecret('sgn_');
      const [row] = await tx
        .insert(signupDrafts)
        .values({ tokenHash: digest(resumeToken), step: input.step, data: input.data })
        .returning({ bytes: storedBytes });
      assertWithinCap(row);
      return { resumeToken, step: input.step, data: input.data };
    }
    const [row] = await tx
      .update(signupDrafts)
      .set({
        step: input.step,
        data: sql`${signupDrafts.data} || ${JSON.stringify(input.data)}::jsonb`,
        updatedAt: now,
      })
      .where(eq(signupDrafts.tokenHash, digest(input.resumeToken)))
      .returning({ step: signupDrafts.step, data: signupDrafts.data, bytes: storedBytes });
    if (!row) throw new DomainError('RESOURCE_NOT_FOUND', UNKNOWN);
    assertWithinCap(row);
    return { resumeToken: input.resumeToken, step: row.step, data: row.data };
  });
}

/** The draft a resume token names, or 404. */
export async function loadDraft(db: Database, resumeToken: string): Promise<Draft> {
  const [row] = await db
    .select()
    .from(signupDrafts)
    .where(eq(signupDrafts.tokenHash, digest(resumeToken)));
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', UNKNOWN);
  return { resumeToken, step: row.step, data: row.data };
}

/** Forgets a draft once its signup is submitted. */
export async function deleteDraft(db: Pick<Database, 'delete'>, resumeToken: string): Promise<void> {
  await db.delete(signupDrafts).where(eq(signupDrafts.tokenHash, digest(resumeToken)));
}
