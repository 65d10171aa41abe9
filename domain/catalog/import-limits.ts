/**
 * How much import data the marketplace keeps (issue 10, Limits): a file is at most 50 MB (counted
 * as it streams in), a supplier's stored import files together at most 500 MB, and each file is
 * deleted 30 days after its import ended (its job, counters and row errors stay).
 */
const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.floor(bytes / 1024)} KB`;

export const IMPORT_LIMITS = {
  maxFileBytes: 50 * MB,
  keptBytesPerSupplier: 500 * MB,
  retentionDays: 30,
} as const;

export const IMPORT_UPLOAD_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxFileBytes / MB} MB.`,
  /** The supplier's stored files would pass the quota with this one. */
  overQuota: (quotaBytes: number) =>
    `Your import files would take more than ${sizeText(quotaBytes)} of storage. ` +
    `Files are deleted ${IMPORT_LIMITS.retentionDays} days after their import ends; please try again then, or upload a smaller file.`,
};

/** The bytes one more upload may take: the file cap, or less when the supplier's quota is nearer. */
export function uploadRoom(keptBytes: number, quotaBytes: number): number {
  return Math.max(0, Math.min(IMPORT_LIMITS.maxFileBytes, quotaBytes - keptBytes));
}

/** The instant before which a finished import's file is past its retention. */
export function importFileRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - IMPORT_LIMITS.retentionDays * 86_400_000);
}
