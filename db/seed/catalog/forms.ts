/**
 * Dosage forms of the demo catalog as the FDA NDC directory prints them, with the route, the unit a
 * pack is counted in and the container named in the package description ("100 TABLET in 1 BOTTLE").
 * `code` is the dosage-form pair of digits inside the demo GPI.
 */
export type FormSpec = { dosageForm: string; route: string; unit: string; container: string; code: string };

// prettier-ignore
export const FORMS = {
  tab: { dosageForm: 'TABLET', route: 'ORAL', unit: 'TABLET', container: 'BOTTLE', code: '03' },
  tabFc: { dosageForm: 'TABLET, FILM COATED', route: 'ORAL', unit: 'TABLET', container: 'BOTTLE', code: '03' },
  tabEr: { dosageForm: 'TABLET, EXTENDED RELEASE', route: 'ORAL', unit: 'TABLET', container: 'BOTTLE', code: '75' },
  tabFcEr: { dosageForm: 'TABLET, FILM COATED, EXTENDED RELEASE', route: 'ORAL', unit: 'TABLET', container: 'BOTTLE', code: '75' },
  tabDr: { dosageForm: 'TABLET, DELAYED RELEASE', route: 'ORAL', unit: 'TABLET', container: 'BOTTLE', code: '06' },
  tabOdt: { dosageForm: 'TABLET, ORALLY DISINTEGRATING', route: 'ORAL', unit: 'TABLET', container: 'BLISTER PACK', code: '72' },
  dosePack: { dosageForm: 'TABLET', route: 'ORAL', unit: 'TABLET', container: 'BLISTER PACK', code: '03' },
  cap: { dosageForm: 'CAPSULE', route: 'ORAL', unit: 'CAPSULE', container: 'BOTTLE', code: '01' },
  capDr: { dosageForm: 'CAPSULE, DELAYED RELEASE', route: 'ORAL', unit: 'CAPSULE', container: 'BOTTLE', code: '65' },
  capEr: { dosageForm: 'CAPSULE, EXTENDED RELEASE', route: 'ORAL', unit: 'CAPSULE', container: 'BOTTLE', code: '70' },
  film: { dosageForm: 'FILM', route: 'SUBLINGUAL', unit: 'FILM', container: 'CARTON', code: '82' },
  sol: { dosageForm: 'SOLUTION', route: 'ORAL', unit: 'mL', container: 'BOTTLE', code: '20' },
  susp: { dosageForm: 'POWDER, FOR SUSPENSION', route: 'ORAL', unit: 'mL', container: 'BOTTLE', code: '19' },
  inj: { dosageForm: 'INJECTION, SOLUTION', route: 'INTRAVENOUS', unit: 'mL', container: 'VIAL', code: '20' },
  injLocal: { dosageForm: 'INJECTION, SOLUTION', route: 'INFILTRATION', unit: 'mL', container: 'VIAL', code: '20' },
  injIm: { dosageForm: 'INJECTION, SOLUTION', route: 'INTRAMUSCULAR', unit: 'mL', container: 'VIAL', code: '20' },
  injSusp: { dosageForm: 'INJECTION, SUSPENSION', route: 'INTRAMUSCULAR', unit: 'mL', container: 'VIAL', code: '18' },
  injSc: { dosageForm: 'INJECTION, SOLUTION', route: 'SUBCUTANEOUS', unit: 'mL', container: 'VIAL', code: '20' },
  injPowder: { dosageForm: 'INJECTION, POWDER, FOR SOLUTION', route: 'INTRAVENOUS', unit: 'VIAL', container: 'CARTON', code: '21' },
  syringe: { dosageForm: 'INJECTION, SOLUTION', route: 'SUBCUTANEOUS', unit: 'SYRINGE', container: 'CARTON', code: '20' },
  pen: { dosageForm: 'INJECTION, SOLUTION', route: 'SUBCUTANEOUS', unit: 'PEN', container: 'CARTON', code: '20' },
  inhaler: { dosageForm: 'AEROSOL, METERED', route: 'RESPIRATORY (INHALATION)', unit: 'INHALER', container: 'CARTON', code: '34' },
  diskus: { dosageForm: 'POWDER', route: 'RESPIRATORY (INHALATION)', unit: 'INHALER', container: 'CARTON', code: '80' },
  inhCap: { dosageForm: 'CAPSULE', route: 'RESPIRATORY (INHALATION)', unit: 'CAPSULE', container: 'BLISTER PACK', code: '01' },
  nasal: { dosageForm: 'SPRAY, METERED', route: 'NASAL', unit: 'g', container: 'BOTTLE, SPRAY', code: '42' },
  cream: { dosageForm: 'CREAM', route: 'TOPICAL', unit: 'g', container: 'TUBE', code: '37' },
  oint: { dosageForm: 'OINTMENT', route: 'TOPICAL', unit: 'g', container: 'TUBE', code: '42' },
  eyeDrops: { dosageForm: 'SOLUTION/ DROPS', route: 'OPHTHALMIC', unit: 'mL', container: 'BOTTLE, DROPPER', code: '20' },
  eyeSusp: { dosageForm: 'SUSPENSION/ DROPS', route: 'OPHTHALMIC', unit: 'mL', container: 'BOTTLE, DROPPER', code: '18' },
} as const satisfies Record<string, FormSpec>;

export type FormKey = keyof typeof FORMS;
