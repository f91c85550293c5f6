import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDate, nightOfInstant } from './local-time.ts';

describe('local days of a patient', () => {
  it('knows time zone names and refuses offsets, abbreviations and made-up zones', () => {
    for (const zone of ['Europe/Stockholm', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['+01:00', 'CET ', 'Mars/Olympus', '', 'Europe/Stockholm; drop'])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('dates an instant by the calendar of the zone', () => {
    const instant = new Date('2026-03-19T23:30:00Z');
    expect(localDate(instant, 'Europe/Stockholm')).toBe('2026-03-20');
    expect(localDate(instant, 'America/New_York')).toBe('2026-03-19');
  });

  it('a night runs from noon to noon and is named by its morning', () => {
    const zone = 'Europe/Stockholm'; // UTC+1 in March
    expect(nightOfInstant(new Date('2026-03-19T10:59:59Z'), zone)).toBe('2026-03-19');
    expect(nightOfInstant(new Date('2026-03-19T11:00:00Z'), zone)).toBe('2026-03-20');
    expect(nightOfInstant(new Date('2026-03-20T02:30:00Z'), zone)).toBe('2026-03-20');
    expect(nightOfInstant(new Date('2026-03-20T10:59:59Z'), zone)).toBe('2026-03-20');
  });

  it('every instant belongs to the night of its own morning or of the next one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const day = localDate(instant, 'Pacific/Auckland');
          expect([day, addDays(day, 1)]).toContain(nightOfInstant(instant, 'Pacific/Auckland'));
        },
      ),
    );
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
