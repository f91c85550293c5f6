import { describe, expect, it } from 'vitest';
import { dayString, epochDay, isoInstant, localToUtc, weekday } from './calendar.ts';

const DAY_MS = 86_400_000;

/** Local wall-clock hour and minute of an instant in a zone, by the platform's time-zone data. */
function wallClock(instantMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instantMs);
}

describe('calendar', () => {
  it('formats days and instants like Date.toISOString', () => {
    for (let day = -800; day < 30_000; day += 37) {
      expect(dayString(day)).toBe(new Date(day * DAY_MS).toISOString().slice(0, 10));
      const seconds = day * 86_400 + ((((day * 7919) % 86_400) + 86_400) % 86_400);
      expect(isoInstant(seconds)).toBe(new Date(seconds * 1000).toISOString());
    }
  });

  it('knows the UTC day and the weekday', () => {
    expect(epochDay(new Date('2026-03-15T23:59:59Z'))).toBe(epochDay(new Date('2026-03-15T00:00:00Z')));
    expect(weekday(epochDay(new Date('2026-03-15T00:00:00Z')))).toBe(0);
    expect(weekday(-1)).toBe(3);
  });

  it('converts local times to UTC as the IANA zones do, summer and winter', () => {
    const zones = [
      ['Europe/London', 0],
      ['Europe/Stockholm', 1],
      ['Europe/Helsinki', 2],
    ] as const;
    const start = epochDay(new Date('2025-01-01T00:00:00Z'));
    for (let day = start; day < start + 730; day += 3) {
      for (const [zone, offset] of zones) {
        // 07:30 local: far from the 01:00 UTC switch, so the rule must match exactly.
        const utc = localToUtc(day, 7.5 * 3600, offset);
        expect(wallClock(utc * 1000, zone)).toBe('07:30');
        expect(dayString(Math.floor(utc / 86_400))).toBe(dayString(day));
      }
    }
  });
});
