/**
 * Which scheduled drugs a pharmacy may list for another pharmacy (issue 13, docs/decisions.md
 * "P2P listings"): schedule II (CII, CIIN) never, since a transfer needs DEA form 222 the
 * marketplace does not handle; schedules III–V only by a seller with a DEA registration on file
 * that has not expired on the day of the save.
 */
export const CONTROLLED_MESSAGES = {
  scheduleTwo: 'Schedule II controlled substances cannot be listed for sale to other pharmacies.',
  needsDea:
    'Controlled substances in schedules III to V can be listed only with a DEA registration on file that has not expired.',
} as const;

const SCHEDULE_TWO = ['CII', 'CIIN', 'C2', 'C2N', '2', '2N'];

/** Whether the schedule (as the catalog writes it) is schedule II. */
export function isScheduleTwo(schedule: string | null): boolean {
  return schedule !== null && SCHEDULE_TWO.includes(schedule.trim().toUpperCase());
}

/** The refusal for listing a product of this schedule, or null when it may be listed. */
export function controlledListingRefusal(
  schedule: string | null,
  seller: { deaExpiresOn: string | null },
  today: string,
): string | null {
  if (schedule === null || schedule.trim() === '') return null;
  if (isScheduleTwo(schedule)) return CONTROLLED_MESSAGES.scheduleTwo;
  const deaValid = seller.deaExpiresOn !== null && seller.deaExpiresOn >= today;
  return deaValid ? null : CONTROLLED_MESSAGES.needsDea;
}
