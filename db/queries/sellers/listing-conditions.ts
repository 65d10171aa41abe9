/**
 * When a seller's listing may be bought (issues 13, 20): a wholesaler's listing always; a pharmacy
 * seller's (p2p) listing when its seller is an approved pharmacy seller in good
 * standing (active, no licence past its expiry: the hold of docs/decisions.md "Listings hidden"),
 * and its proof is on file (purchased_from, a proof of purchase and a pedigree document, none
 * removed). Every query that offers listings to buyers ANDs `listingBuyable` outside any filter
 * the caller builds, so no search option can surface a listing without proof.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Listing alias `l`: its purchased_from, proof of purchase and pedigree are on file. */
export function p2pProofOnFile(): SQL {
  return sql`(coalesce(btrim(l.purchased_from), '') <> ''
    and exists (select 1 from listing_files lf where lf.listing_id = l.id and lf.kind = 'proof_of_purchase' and lf.removed_at is null)
    and exists (select 1 from listing_files lf where lf.listing_id = l.id and lf.kind = 'pedigree' and lf.removed_at is null))`;
}

/** Listing alias `l`: the seller is an approved p2p seller, active, with no licence expired on `today`. */
export function p2pSellerInGoodStanding(today: string | SQL): SQL {
  return sql`(exists (select 1 from pharmacy_sellers ps join accounts sa on sa.id = ps.account_id
      where ps.account_id = l.supplier_account_id and sa.status = 'active')
    and not exists (select 1 from pharmacy_licences pl
      where pl.account_id = l.supplier_account_id and pl.expires_on < ${today}::date))`;
}

/**
 * Listing alias `l`: a wholesaler's listing, or a p2p listing a buyer may see and buy on `today`
 * (an ISO date, or an SQL date such as current_date where the database's clock judges).
 */
export function listingBuyable(today: string | SQL): SQL {
  return sql`(not l.is_p2p or (${p2pSellerInGoodStanding(today)} and ${p2pProofOnFile()}))`;
}
