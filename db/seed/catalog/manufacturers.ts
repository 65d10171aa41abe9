/**
 * Real US manufacturers for the demo catalog. Each gets a demo labeler code from 90001 up: real
 * labeler codes never start with 9 in the directory we draw names from, so every demo NDC is
 * recognisably fake (and `is_demo` marks the rows besides).
 */
export const GENERIC_MAKERS = [
  'Teva Pharmaceuticals USA',
  'Viatris',
  'Sandoz',
  'Aurobindo Pharma',
  'Lupin Pharmaceuticals',
  'Zydus Pharmaceuticals USA',
  'Sun Pharmaceutical Industries',
  'Amneal Pharmaceuticals',
  'Cipla USA',
  "Dr. Reddy's Laboratories",
  'Camber Pharmaceuticals',
  'Accord Healthcare',
  'Apotex Corp.',
  'Hikma Pharmaceuticals USA',
  'Glenmark Pharmaceuticals',
  'Torrent Pharmaceuticals',
  'Ascend Laboratories',
  'Solco Healthcare',
  'Unichem Pharmaceuticals',
  'ScieGen Pharmaceuticals',
] as const;

/** Makers by kind of product: injectables, controlled opioids and stimulants, OTC store brands, topicals and eye drops. */
export const MAKER_POOLS = {
  oral: GENERIC_MAKERS,
  injectable: [
    'Hikma Pharmaceuticals USA',
    'Fresenius Kabi USA',
    'Sagent Pharmaceuticals',
    'Meitheal Pharmaceuticals',
    'Baxter Healthcare',
    'Mylan Institutional',
  ],
  controlled: [
    'SpecGx',
    'KVK-Tech',
    'Rhodes Pharmaceuticals',
    'Camber Pharmaceuticals',
    'Aurobindo Pharma',
    'Amneal Pharmaceuticals',
    'Sun Pharmaceutical Industries',
    'Lupin Pharmaceuticals',
    'Teva Pharmaceuticals USA',
  ],
  otc: [
    'Perrigo',
    'Major Pharmaceuticals',
    'Rugby Laboratories',
    'Granules India',
    'Aurobindo Pharma',
    "Dr. Reddy's Laboratories",
  ],
  topical: [
    'Glenmark Pharmaceuticals',
    'Taro Pharmaceuticals USA',
    'Padagis',
    'Fougera Pharmaceuticals',
    'Perrigo',
  ],
  ophthalmic: ['Sandoz', 'Apotex Corp.', 'Bausch & Lomb', 'Alembic Pharmaceuticals', 'Somerset Therapeutics'],
} as const;
export type MakerPool = keyof typeof MAKER_POOLS;

/** Demo labeler codes: every manufacturer and brand owner in first-seen order, from 90001. */
export function assignLabelers(names: Iterable<string>): Map<string, string> {
  const codes = new Map<string, string>();
  for (const name of names) if (!codes.has(name)) codes.set(name, String(90001 + codes.size));
  return codes;
}
