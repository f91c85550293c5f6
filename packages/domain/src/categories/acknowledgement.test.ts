import { describe, expect, it } from 'vitest';
import { acknowledgeAlertSchema, acknowledgementHolds } from './acknowledgement.ts';

const at = '2026-11-28T10:00:00.000Z';
const now = new Date('2026-11-28T12:00:00.000Z');

describe('an acknowledged alert', () => {
  it('holds until new data, without a snooze', () => {
    expect(acknowledgementHolds({ acknowledgedAt: at, snoozeUntil: null }, { lastEntryAt: null }, now)).toBe(
      true,
    );
    const before = { lastEntryAt: '2026-11-28T09:59:00.000Z' };
    expect(acknowledgementHolds({ acknowledgedAt: at, snoozeUntil: null }, before, now)).toBe(true);
    const after = { lastEntryAt: '2026-11-28T10:01:00.000Z' };
    expect(acknowledgementHolds({ acknowledgedAt: at, snoozeUntil: null }, after, now)).toBe(false);
  });

  it('with a snooze, until its time or new data, whichever comes first', () => {
    const snoozed = { acknowledgedAt: at, snoozeUntil: '2026-11-28T13:00:00.000Z' };
    expect(acknowledgementHolds(snoozed, { lastEntryAt: null }, now)).toBe(true);
    expect(acknowledgementHolds(snoozed, { lastEntryAt: null }, new Date('2026-11-28T13:00:00.000Z'))).toBe(
      false,
    );
    expect(acknowledgementHolds(snoozed, { lastEntryAt: '2026-11-28T11:00:00.000Z' }, now)).toBe(false);
  });

  it('takes an empty comment as none, and a snooze only as a date and time', () => {
    expect(acknowledgeAlertSchema.parse({ comment: '   ' })).toEqual({ comment: null, snoozeUntil: null });
    expect(acknowledgeAlertSchema.safeParse({ snoozeUntil: 'tomorrow' }).success).toBe(false);
  });
});
