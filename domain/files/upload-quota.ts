/**
 * The per-account upload quota (issue 22, uploads without limits): what one account may keep in
 * the file store through its uploads (listing files, tax documents, licences, the seller
 * registration, voided cheques, audit documents). Ours, recorded in docs/decisions.md.
 */
export const UPLOAD_QUOTA = { maxFiles: 5_000, maxBytes: 2 * 1024 ** 3 } as const;

export type UploadQuota = { maxFiles: number; maxBytes: number };

/** The refusal past the quota: what is stored, and what to do. */
export function uploadQuotaMessage(quota: UploadQuota): string {
  const gigabytes = quota.maxBytes / 1024 ** 3;
  return `Your account has reached its file storage limit (${quota.maxFiles.toLocaleString('en-US')} files or ${gigabytes.toLocaleString('en-US')} GB). Remove files you no longer need, or contact support.`;
}
