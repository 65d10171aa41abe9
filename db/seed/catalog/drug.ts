import type { FormKey } from './forms.ts';
import type { MakerPool } from './manufacturers.ts';

/**
 * One drug line of the demo catalog: a real US drug with its real strengths, a dosage form, the
 * pack sizes it usually ships in, and a plausible AWP per unit (cents, lowest strength). A brand
 * line adds the brand name, its owner and its own AWP; `only` when no generic is marketed.
 */
export type Drug = {
  generic: string;
  form: FormKey;
  strengths: string[];
  packs: number[];
  unitAwpCents: number;
  /** The Medi-Span style therapeutic group: the first two digits of the demo GPI. */
  gpiGroup: string;
  dea?: 'CII' | 'CIII' | 'CIV' | 'CV';
  otc?: boolean;
  pool?: MakerPool;
  brand?: { name: string; owner: string; unitAwpCents: number; only?: boolean; packs?: number[] };
};

type Extra = Omit<Drug, 'generic' | 'form' | 'strengths' | 'packs' | 'unitAwpCents' | 'gpiGroup'>;

/** Compact constructor for the data files: strengths are '|'-separated. */
export function drug(
  generic: string,
  form: FormKey,
  strengths: string,
  packs: number[],
  unitAwpCents: number,
  gpiGroup: string,
  extra: Extra = {},
): Drug {
  return { generic, form, strengths: strengths.split('|'), packs, unitAwpCents, gpiGroup, ...extra };
}

/** A brand with no generic on the US market. */
export function brandOnly(
  brand: string,
  owner: string,
  generic: string,
  form: FormKey,
  strengths: string,
  packs: number[],
  unitAwpCents: number,
  gpiGroup: string,
  extra: Omit<Extra, 'brand'> = {},
): Drug {
  return drug(generic, form, strengths, packs, unitAwpCents, gpiGroup, {
    ...extra,
    brand: { name: brand, owner, unitAwpCents, only: true },
  });
}
