import { describe, expect, it } from 'vitest';
import { CONTROLLED_MESSAGES, controlledListingRefusal, isScheduleTwo } from './controlled-substances.ts';

const today = '2026-11-26';

describe('controlledListingRefusal', () => {
  it('never lets schedule II (CII, CIIN) be listed, DEA or not', () => {
    expect(isScheduleTwo('CII')).toBe(true);
    expect(isScheduleTwo('ciin')).toBe(true);
    expect(controlledListingRefusal('CII', { deaExpiresOn: '2030-01-01' }, today)).toBe(
      CONTROLLED_MESSAGES.scheduleTwo,
    );
    expect(controlledListingRefusal('CIIN', { deaExpiresOn: '2030-01-01' }, today)).toBe(
      CONTROLLED_MESSAGES.scheduleTwo,
    );
  });

  it('lets schedules III to V be listed only with a DEA registration not expired', () => {
    for (const schedule of ['CIII', 'CIV', 'CV']) {
      expect(controlledListingRefusal(schedule, { deaExpiresOn: today }, today)).toBeNull();
      expect(controlledListingRefusal(schedule, { deaExpiresOn: '2026-11-25' }, today)).toBe(
        CONTROLLED_MESSAGES.needsDea,
      );
      expect(controlledListingRefusal(schedule, { deaExpiresOn: null }, today)).toBe(
        CONTROLLED_MESSAGES.needsDea,
      );
    }
  });

  it('lets products that are not controlled be listed', () => {
    expect(controlledListingRefusal(null, { deaExpiresOn: null }, today)).toBeNull();
  });
});
