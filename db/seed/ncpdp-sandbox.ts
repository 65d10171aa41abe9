/**
 * The SANDBOX NCPDP directory's pharmacies (issue 12): synthetic names, street addresses, NCPDP
 * numbers and phones (555 numbers) over real city/ZIP pairs from the GeoNames postal data in
 * ../shared/data/geo. Seeded into `ncpdp_sandbox_directory`; a real NCPDP dataQ client would
 * replace the port that reads it.
 */
import type { Database } from '../client.ts';
import { ncpdpSandboxDirectory, states } from '../schema/index.ts';

type SandboxPharmacy = [
  ncpdp: string,
  name: string,
  address1: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
];

export const NCPDP_SANDBOX: SandboxPharmacy[] = [
  ['5512986', 'Main Street Rx', '8769 2nd St', 'Corpus Christi', 'TX', '78469', '(559) 555-0118'],
  ['1182207', 'Riverside Apothecary', '8005 Park Ave', 'Crandall', 'TX', '75114', '(859) 555-0158'],
  ['4819238', 'Oakwood Drugstore', '127 2nd St', 'Huntsville', 'TX', '77344', '(840) 555-0118'],
  ['7168233', 'Maple Drug', '5665 Washington Blvd', 'Menard', 'TX', '76859', '(261) 555-0173'],
  ['2251741', 'Cedar Drugstore', '5621 2nd St', 'El Paso', 'TX', '79995', '(615) 555-0111'],
  ['2019797', 'Hillcrest Rx', '8438 Washington Blvd', 'Tynan', 'TX', '78391', '(294) 555-0154'],
  ['2887900', 'Lakeview Rx', '7033 Elm St', 'Remsenburg', 'NY', '11960', '(753) 555-0140'],
  ['1861565', 'Parkside Drugstore', '2905 Church St', 'Calcium', 'NY', '13616', '(286) 555-0151'],
  [
    '8878414',
    'Harbor Pharmacy & Wellness',
    '6400 Church St',
    'Painted Post',
    'NY',
    '14870',
    '(232) 555-0182',
  ],
  ['4218984', 'Valley Rx', '4385 Broadway', 'Ferndale', 'PA', '18921', '(572) 555-0188'],
  ['6199303', 'Summit Pharmacy', '4234 Washington Blvd', 'Treichlers', 'PA', '18086', '(544) 555-0146'],
  ['9579037', 'Greenfield Drugstore', '8292 Elm St', 'Port Reading', 'NJ', '07064', '(229) 555-0148'],
  ['1548862', 'Westgate Drugstore', '521 Washington Blvd', 'Miami', 'FL', '33265', '(892) 555-0154'],
  ['7513689', 'Northside Drug', '1781 Church St', 'Melbourne', 'FL', '32936', '(426) 555-0122'],
  ['5593383', 'Eastwood Pharmacy', '7202 Park Ave', 'Fort Lauderdale', 'FL', '33320', '(711) 555-0144'],
  ['1873402', 'Pine Drugstore', '7624 Broadway', 'Neon', 'KY', '41840', '(414) 555-0143'],
  [
    '8644216',
    'Willow Pharmacy & Wellness',
    '7981 Washington Blvd',
    'Corinth',
    'KY',
    '41010',
    '(372) 555-0159',
  ],
  ['7110140', 'Sunrise Drug', '3200 Highland Ave', 'Cedar Hill', 'TN', '37032', '(426) 555-0177'],
  ['5500556', 'Heritage Apothecary', '3041 Washington Blvd', 'Lima', 'OH', '45807', '(209) 555-0164'],
  ['5153295', 'Crossroads Drugstore', '2001 Broadway', 'Bethesda', 'OH', '43719', '(760) 555-0164'],
  ['1401135', 'Liberty Apothecary', '4678 2nd St', 'Manhattan Beach', 'CA', '90267', '(321) 555-0129'],
  ['9425547', 'Union Pharmacy & Wellness', '8124 2nd St', 'Coyote', 'CA', '95013', '(563) 555-0133'],
  [
    '3720386',
    'Meadow Pharmacy & Wellness',
    '4873 Market St',
    'Pauma Valley',
    'CA',
    '92061',
    '(248) 555-0135',
  ],
  ['9643152', 'Brookside Rx', '7392 Highland Ave', 'Mount Vernon', 'IL', '62864', '(420) 555-0193'],
  ['9740602', 'Fairview Apothecary', '567 2nd St', 'Carthage', 'IL', '62321', '(204) 555-0188'],
  ['3210093', 'Old Town Drugstore', '4455 Center St', 'Cartersville', 'GA', '30121', '(342) 555-0130'],
  [
    '8302769',
    'Cornerstone Pharmacy & Wellness',
    '1063 Church St',
    'Roxboro',
    'NC',
    '27574',
    '(784) 555-0179',
  ],
  ['1657744', 'Family Pharmacy & Wellness', '7164 Market St', 'Newtown', 'VA', '23126', '(296) 555-0151'],
  ['6829715', 'Community Apothecary', '6408 Market St', 'Whately', 'MA', '01093', '(365) 555-0102'],
  ['3607584', 'Village Pharmacy', '721 Oak Ave', 'Moxee', 'WA', '98936', '(626) 555-0168'],
  ['7366472', 'Bayside Pharmacy', '5886 Washington Blvd', 'Mesa', 'AZ', '85205', '(520) 555-0134'],
  ['9249743', 'Prairie Drugstore', '2143 Washington Blvd', 'Del Norte', 'CO', '81132', '(748) 555-0176'],
  ['5123154', 'Canyon Pharmacy', '6766 Broadway', 'Waterford', 'MI', '48329', '(532) 555-0110'],
  ['6577888', 'Orchard Drug', '1583 Highland Ave', 'Saint Paul', 'MN', '55126', '(520) 555-0139'],
  ['8315252', 'Mill Creek Apothecary', '2980 Main St', 'Galt', 'MO', '64641', '(415) 555-0162'],
  [
    '8443867',
    'Stonebridge Pharmacy & Wellness',
    '3038 Main St',
    'Tangipahoa',
    'LA',
    '70465',
    '(884) 555-0176',
  ],
];

/** Seeds the sandbox directory (idempotent); answers how many rows were added. */
export async function seedNcpdpSandbox(db: Database): Promise<number> {
  const stateRows = await db.select({ id: states.id, code: states.code }).from(states);
  const stateId = new Map(stateRows.map((s) => [s.code, s.id]));
  const rows = NCPDP_SANDBOX.map(([ncpdpNumber, name, address1, city, state, zipcode, phone]) => ({
    ncpdpNumber,
    name,
    address1,
    city,
    stateId: stateId.get(state)!,
    zipcode,
    phone,
  }));
  const added = await db
    .insert(ncpdpSandboxDirectory)
    .values(rows)
    .onConflictDoNothing()
    .returning({ n: ncpdpSandboxDirectory.ncpdpNumber });
  return added.length;
}
