/**
 * How much a half-finished signup may keep (issue 22). A stranger saves steps into a draft with no
 * login, so a draft is bounded in size and in time: it holds at most 1 MB of fields however many
 * steps are saved into it (a complete signup of 1,000 licences is under 400 KB), and a draft
 * nobody touched for 30 days is deleted by the hourly purge.
 */
export const SIGNUP_DRAFT_LIMITS = { maxBytes: 1024 * 1024, retentionDays: 30 } as const;

export const DRAFT_TOO_LARGE_MESSAGE =
  'This saved signup has grown too large to save more into it. Please start again.';

/** The instant before which an untouched draft is past its retention. */
export function signupDraftRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - SIGNUP_DRAFT_LIMITS.retentionDays * 86_400_000);
}
