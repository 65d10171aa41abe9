/** The cut-off fields of the shipping form by their names (supplier_shipping_setting_{day}_cutoff). */
import {
  applySameCutoffToAllDays,
  CUTOFF_WEEKDAYS,
  cutoffFieldName,
  type CutoffSettings,
  type CutoffWeekday,
} from '../../../../domain/shipping/cutoffs.ts';
import type { CutoffKey, ShippingForm } from './settings-api.ts';

export const ALL_DAYS_FIELD = cutoffFieldName('all_days') as CutoffKey;
export const dayField = (day: CutoffWeekday) => cutoffFieldName(day) as CutoffKey;

/** The form's cut-offs as the domain reads them. */
export function cutoffSettingsOf(values: ShippingForm): CutoffSettings {
  const perDay = Object.fromEntries(CUTOFF_WEEKDAYS.map((day) => [day, values[dayField(day)]]));
  return {
    sameForAllDays: values.same_cutoff_for_all_days,
    allDays: values[ALL_DAYS_FIELD],
    perDay: perDay as CutoffSettings['perDay'],
  };
}

/**
 * The fields to set when the all-days cut-off is typed (supplier-side §4): the typed text itself and,
 * when it is a valid time, the same time for Monday through Saturday; Sunday has no field.
 */
export function fieldsAfterTypingAllDays(
  values: ShippingForm,
  typed: string,
): Partial<Record<CutoffKey, string | null>> {
  const applied = applySameCutoffToAllDays({ ...cutoffSettingsOf(values), allDays: typed });
  const days = Object.fromEntries(CUTOFF_WEEKDAYS.map((day) => [dayField(day), applied.perDay[day]]));
  return { ...days, [ALL_DAYS_FIELD]: typed };
}
