/**
 * A large synthetic catalog for the benchmarks, generated inside PostgreSQL with generate_series:
 * 100,000 products named from real drug stems (so prefix searches have realistic selectivity) and
 * 1,000,000 listings spread over the demo suppliers and extra bench suppliers.
 */
import type postgres from 'postgres';

export const STEMS = [
  'acetaminophen',
  'acyclovir',
  'albuterol',
  'alendronate',
  'allopurinol',
  'alprazolam',
  'amiodarone',
  'amitriptyline',
  'amlodipine',
  'amoxicillin',
  'anastrozole',
  'aripiprazole',
  'atenolol',
  'atorvastatin',
  'azithromycin',
  'baclofen',
  'benazepril',
  'bupropion',
  'buspirone',
  'carvedilol',
  'cefdinir',
  'celecoxib',
  'cephalexin',
  'cetirizine',
  'ciprofloxacin',
  'citalopram',
  'clonazepam',
  'clonidine',
  'clopidogrel',
  'cyclobenzaprine',
  'diclofenac',
  'donepezil',
  'doxycycline',
  'duloxetine',
  'escitalopram',
  'esomeprazole',
  'estradiol',
  'famotidine',
  'fenofibrate',
  'finasteride',
  'fluconazole',
  'fluoxetine',
  'furosemide',
  'gabapentin',
  'glipizide',
  'hydralazine',
  'hydrochlorothiazide',
  'hydroxyzine',
  'ibuprofen',
  'lamotrigine',
  'levetiracetam',
  'levothyroxine',
  'lisinopril',
  'loratadine',
  'losartan',
  'meloxicam',
  'metformin',
  'methocarbamol',
  'methylprednisolone',
  'metoprolol',
  'metronidazole',
  'montelukast',
  'naproxen',
  'nitrofurantoin',
  'omeprazole',
  'ondansetron',
  'oxybutynin',
  'pantoprazole',
  'paroxetine',
  'pravastatin',
  'prednisone',
  'pregabalin',
  'propranolol',
  'quetiapine',
  'ramipril',
  'ranolazine',
  'rosuvastatin',
  'sertraline',
  'simvastatin',
  'spironolactone',
  'sumatriptan',
  'tamsulosin',
  'topiramate',
  'tramadol',
  'trazodone',
  'valacyclovir',
  'valsartan',
  'venlafaxine',
  'verapamil',
  'warfarin',
  'zolpidem',
];

export async function generateCatalog(
  sql: postgres.Sql,
  size: { products: number; listings: number; suppliers: string[] },
) {
  const stems = sql.array(STEMS);
  await sql`
    insert into products (ndc, name, generic_name, strength, dosage_form, route, package_size, package_quantity, unit,
                          manufacturer, is_brand, rx_otc, awp_cents, wac_cents, is_demo)
    select lpad((70000000000 + g)::text, 11, '0'),
           initcap((${stems}::text[])[(g % ${STEMS.length}) + 1]) || ' ' || ((g / ${STEMS.length}) % 400 + 1) || ' mg',
           (${stems}::text[])[(g % ${STEMS.length}) + 1],
           ((g / ${STEMS.length}) % 400 + 1) || ' mg', 'TABLET', 'ORAL',
           (array[30, 90, 100, 500, 1000])[(g % 5) + 1] || ' TABLET in 1 BOTTLE',
           (array[30, 90, 100, 500, 1000])[(g % 5) + 1], 'TABLET',
           'Bench Labs ' || (g % 50), (g % 7 = 0), 'rx', 2000 + (g % 50000), 1600 + (g % 40000), true
    from generate_series(1, ${size.products}) g`;
  const suppliers = sql.array(size.suppliers);
  await sql`
    insert into listings (supplier_account_id, product_id, sku, pack_price_cents, stock, expiry_date, active)
    select (${suppliers}::uuid[])[(g % ${size.suppliers.length}) + 1],
           p.id, 'B' || g, 500 + (g % 1000), (g % 40), current_date + ((g % 720) || ' days')::interval, (g % 20 <> 0)
    from generate_series(1, ${size.listings}) g
    join products p on p.ndc = lpad((70000000000 + ((g::bigint * 7919) % ${size.products}) + 1)::text, 11, '0')`;
  await sql`analyze products`;
  await sql`analyze listings`;
}
