/**
 * The demo products: drug × strength × pack size × manufacturer, deterministic (seeded generator),
 * each with a well-formed 11-digit NDC under a demo labeler (9xxxx), a plausible GPI and AWP/WAC.
 * Pure: the seed inserts what this returns.
 */
import type { products } from '../../schema/index.ts';
import type { Drug } from './drug.ts';
import { CARDIOMETABOLIC_DRUGS } from './drugs-cardiometabolic.ts';
import { NEURO_PAIN_DRUGS } from './drugs-neuro-pain.ts';
import { OTHER_DRUGS } from './drugs-other.ts';
import { FORMS } from './forms.ts';
import { assignLabelers, MAKER_POOLS } from './manufacturers.ts';
import { createRandom, randomUuid, type Random } from './prng.ts';

export type DemoProduct = typeof products.$inferInsert & { id: string; ndc: string };

export const DEMO_DRUGS: Drug[] = [...CARDIOMETABOLIC_DRUGS, ...NEURO_PAIN_DRUGS, ...OTHER_DRUGS];
/** Upper bound of the demo catalog (issue 3: several thousand products). */
export const MAX_DEMO_PRODUCTS = 6000;
const PACKAGE_CODES = ['01', '05', '10', '30', '50', '60', '90'];
/** WAC runs about 80 % of AWP for the demo (AWP is conventionally WAC plus 20–25 %). */
const WAC_SHARE_OF_AWP = 0.8;

type Line = {
  drug: Drug;
  drugIndex: number;
  manufacturer: string;
  isBrand: boolean;
  packs: number[];
  priceFactor: number;
};

export function generateDemoProducts(seed = 20_260_301): DemoProduct[] {
  const random = createRandom(seed);
  const ids = createRandom(seed ^ 0x5eed);
  const labelers = assignLabelers([
    ...Object.values(MAKER_POOLS).flat(),
    ...DEMO_DRUGS.flatMap((d) => (d.brand ? [d.brand.owner] : [])),
  ]);
  const nextProductCode = new Map<string, number>();
  const rows: DemoProduct[] = [];
  for (const line of productLines(random)) {
    const labeler = labelers.get(line.manufacturer)!;
    for (const [strengthIndex, strength] of line.drug.strengths.entries()) {
      const productCode = (nextProductCode.get(labeler) ?? 100) + 1;
      nextProductCode.set(labeler, productCode);
      for (const [packIndex, quantity] of line.packs.entries()) {
        rows.push(
          productRow(line, strength, strengthIndex, quantity, random, ids, {
            ndc: `${labeler}${String(productCode).padStart(4, '0')}${PACKAGE_CODES[packIndex] ?? '99'}`,
          }),
        );
      }
    }
  }
  return capProducts(rows, random);
}

/** One line per brand and per generic manufacturer of each drug. */
function productLines(random: Random): Line[] {
  const lines: Line[] = [];
  for (const [drugIndex, drug] of DEMO_DRUGS.entries()) {
    if (drug.brand) {
      const packs = drug.brand.packs ?? (drug.brand.only ? drug.packs : drug.packs.slice(0, 1));
      lines.push({
        drug,
        drugIndex,
        manufacturer: drug.brand.owner,
        isBrand: true,
        packs,
        priceFactor: drug.brand.unitAwpCents / drug.unitAwpCents,
      });
    }
    if (drug.brand?.only) continue;
    const pool = MAKER_POOLS[drug.pool ?? (drug.dea === 'CII' ? 'controlled' : 'oral')];
    const makers = random
      .shuffle(pool)
      .slice(0, random.int(Math.min(3, pool.length), Math.min(7, pool.length)));
    for (const manufacturer of makers) {
      lines.push({
        drug,
        drugIndex,
        manufacturer,
        isBrand: false,
        packs: drug.packs,
        priceFactor: 0.8 + random.next() * 0.45,
      });
    }
  }
  return lines;
}

function productRow(
  line: Line,
  strength: string,
  strengthIndex: number,
  quantity: number,
  random: Random,
  ids: Random,
  codes: { ndc: string },
): DemoProduct {
  const { drug } = line;
  const form = FORMS[drug.form];
  // Higher strengths cost more per unit; big packs cost less per unit.
  const perUnit =
    drug.unitAwpCents *
    line.priceFactor *
    (1 + 0.3 * strengthIndex) *
    (quantity >= 1000 ? 0.85 : quantity >= 500 ? 0.9 : 1);
  const awpCents = Math.max(50, Math.round(perUnit * quantity));
  const wacCents = Math.round(awpCents * WAC_SHARE_OF_AWP);
  return {
    id: randomUuid(ids),
    ndc: codes.ndc,
    name: line.isBrand ? drug.brand!.name : titleCase(drug.generic),
    genericName: drug.generic,
    strength,
    dosageForm: form.dosageForm,
    route: form.route,
    packageSize: `${quantity} ${form.unit} in 1 ${form.container}`,
    packageQuantity: quantity,
    unit: form.unit,
    manufacturer: line.manufacturer,
    isBrand: line.isBrand,
    rxOtc: drug.otc ? 'otc' : 'rx',
    deaSchedule: drug.dea ?? null,
    gpi: demoGpi(drug, line.drugIndex, strengthIndex),
    awpCents,
    wacCents,
    // A few products carry their own ceiling below the AWP/WAC rule (supplier-side §5).
    maxPackPriceCents: random.chance(0.03) ? Math.floor(awpCents * 0.6) : null,
    isDemo: true,
  };
}

/** 14 digits in the Medi-Span layout: group, class, subclass, name, name extension, dosage form, strength. */
function demoGpi(drug: Drug, drugIndex: number, strengthIndex: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${drug.gpiGroup}${two(10 + ((drugIndex * 37) % 80))}00${two(10 + (drugIndex % 89))}10${FORMS[drug.form].code}${two(10 + strengthIndex * 5)}`;
}

function titleCase(text: string): string {
  return text.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    word === 'and' ? word : first.toUpperCase() + rest,
  );
}

/** Keeps every brand product and a deterministic sample of generics when there are too many. */
function capProducts(rows: DemoProduct[], random: Random): DemoProduct[] {
  if (rows.length <= MAX_DEMO_PRODUCTS) return rows;
  const brands = rows.filter((r) => r.isBrand).length;
  const keep = new Set(random.shuffle(rows.filter((r) => !r.isBrand)).slice(0, MAX_DEMO_PRODUCTS - brands));
  return rows.filter((r) => r.isBrand || keep.has(r));
}
