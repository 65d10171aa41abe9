/**
 * DSCSA T3 for a p2p sale (FD&C Act §581–582; notes: security-reliability-performance.md): the
 * transaction statement's six attestations, and the retention rule: a record is kept 6 years from
 * its transaction date and purged after, never before (docs/decisions.md "Part C").
 */
export const DSCSA_RETENTION_YEARS = 6;

export const DSCSA_ATTESTATIONS = [
  'is authorized as required under the Drug Supply Chain Security Act;',
  'received the product from a person that is authorized as required under the Drug Supply Chain Security Act;',
  'received transaction information and a transaction statement from the prior owner of the product, as required under section 582 of the FD&C Act;',
  'did not knowingly ship a suspect or illegitimate product;',
  'had systems and processes in place to comply with verification requirements under section 582 of the FD&C Act;',
  'did not knowingly provide false transaction information; and did not knowingly alter the transaction history.',
] as const;

/** The transaction statement text the seller gives with the product. */
export function transactionStatement(sellerName: string): string {
  const lines = DSCSA_ATTESTATIONS.map((a, i) => `(${i + 1}) ${a}`);
  return [`${sellerName}, the seller of this transaction, attests that it:`, ...lines].join('\n');
}

/**
 * The newest transaction date ('YYYY-MM-DD') that the purge may delete at `at`: strictly more
 * than 6 years before `at`'s calendar day (UTC). A record dated exactly 6 years ago is kept.
 */
export function lastPurgeableTransactionDate(at: Date): string {
  const d = new Date(
    Date.UTC(at.getUTCFullYear() - DSCSA_RETENTION_YEARS, at.getUTCMonth(), at.getUTCDate()),
  );
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Whether a record of `transactionDate` is past its retention at `at`. */
export function isPastDscsaRetention(transactionDate: string, at: Date): boolean {
  return transactionDate <= lastPurgeableTransactionDate(at);
}
