/**
 * The NCPDP pharmacy directory as the signup reaches it (issue 12): a pharmacy by its NCPDP number
 * and ZIP code. The local implementation reads the seeded SANDBOX directory table
 * (`ncpdp_sandbox_directory`, synthetic pharmacies); a real NCPDP dataQ client can replace it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ncpdpSandboxDirectory } from '../../db/schema/index.ts';

export type NcpdpPharmacy = {
  ncpdpNumber: string;
  name: string;
  address1: string;
  city: string;
  stateId: number;
  zipcode: string;
  phone: string;
};

export type NcpdpDirectory = {
  /** Whether this directory is the sandbox (the UI labels its answers so). */
  sandbox: boolean;
  /** The pharmacy with this number at this ZIP code (any ZIP when none is given), or null. */
  find(ncpdpNumber: string, zipcode?: string): Promise<NcpdpPharmacy | null>;
};

/** The SANDBOX directory: the seeded table of synthetic pharmacies. */
export function sandboxNcpdpDirectory(db: Database): NcpdpDirectory {
  return {
    sandbox: true,
    async find(ncpdpNumber, zipcode) {
      const [row] = await db
        .select()
        .from(ncpdpSandboxDirectory)
        .where(
          and(
            eq(ncpdpSandboxDirectory.ncpdpNumber, ncpdpNumber),
            zipcode ? eq(ncpdpSandboxDirectory.zipcode, zipcode) : undefined,
          ),
        );
      return row ?? null;
    },
  };
}
