import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nightlyEntryBatchSchema,
  nightlyEntryInputSchema,
  nightlyEntryTimeProblem,
  repeatedNight,
  technicalErrorTimeProblem,
} from './entries.ts';
import { MOBILE_LIMITS, MOBILE_MESSAGES } from './messages.ts';

const dry = { night: '2026-03-20', value: 0, wokeUp: false, selfWokeUp: false, wetSecondTime: false };
const message = (input: unknown) => nightlyEntryInputSchema.safeParse(input).error?.issues[0]?.message;
const NOW = new Date('2026-03-20T08:00:00Z'); // 09:00 in Stockholm
const ZONE = 'Europe/Stockholm';

describe('a nightly entry', () => {
  it('takes 0 dry, 1 wet and 2 very wet, nothing else', () => {
    for (const value of [0, 1, 2]) expect(message({ ...dry, value, wokeUp: value > 0 })).toBeUndefined();
    for (const value of [3, -1, 1.5, null, '1'])
      expect(message({ ...dry, value })).toBe(MOBILE_MESSAGES.value);
  });

  it('needs a real date', () => {
    for (const night of ['2026-02-29', '2026-3-20', '20.03.2026', ''])
      expect(message({ ...dry, night })).toBe(MOBILE_MESSAGES.night);
  });

  it('keeps its fields consistent: self-woken and a wake-up time need waking, a second wetting needs a wet night', () => {
    expect(message({ ...dry, selfWokeUp: true })).toBe(MOBILE_MESSAGES.selfWokeUpWithoutWokeUp(dry.night));
    expect(message({ ...dry, timeStampWokeUp: '2026-03-20T02:00:00Z' })).toBe(
      MOBILE_MESSAGES.wokeUpTimeWithoutWokeUp(dry.night),
    );
    expect(message({ ...dry, wetSecondTime: true })).toBe(MOBILE_MESSAGES.wetSecondTimeOnDry(dry.night));
    expect(
      message({
        ...dry,
        value: 2,
        wokeUp: true,
        selfWokeUp: true,
        wetSecondTime: true,
        timeStampWokeUp: '2026-03-20T02:00:00+01:00',
      }),
    ).toBeUndefined();
  });

  it('defaults to no wake-up time and no correction', () => {
    expect(nightlyEntryInputSchema.parse(dry)).toMatchObject({ timeStampWokeUp: null, correction: false });
  });

  it('a batch holds 1 to 366 nights, and a night once', () => {
    const nights = (count: number) => Array.from({ length: count }, () => dry);
    expect(nightlyEntryBatchSchema.safeParse({ entries: nights(0) }).error?.issues[0]?.message).toBe(
      MOBILE_MESSAGES.batch,
    );
    expect(nightlyEntryBatchSchema.safeParse({ entries: nights(MOBILE_LIMITS.maxBatch) }).success).toBe(true);
    expect(nightlyEntryBatchSchema.safeParse({ entries: nights(MOBILE_LIMITS.maxBatch + 1) }).success).toBe(
      false,
    );
    expect(repeatedNight([{ night: 'a' }, { night: 'b' }, { night: 'a' }])).toBe('a');
    expect(repeatedNight([{ night: 'a' }, { night: 'b' }])).toBeNull();
  });
});

describe('the time rules of the patient’s zone', () => {
  it('the night that ended this morning may be recorded, tomorrow’s not', () => {
    expect(nightlyEntryTimeProblem({ night: '2026-03-20', timeStampWokeUp: null }, ZONE, NOW)).toBeNull();
    expect(nightlyEntryTimeProblem({ night: '2026-03-21', timeStampWokeUp: null }, ZONE, NOW)).toBe(
      MOBILE_MESSAGES.futureNight('2026-03-21', ZONE),
    );
  });

  it('a date is in the future or not by the patient’s calendar, not the server’s', () => {
    // 23:30 UTC on the 19th is already the 20th in Stockholm and still the 19th in New York.
    const lateEvening = new Date('2026-03-19T23:30:00Z');
    expect(
      nightlyEntryTimeProblem({ night: '2026-03-20', timeStampWokeUp: null }, ZONE, lateEvening),
    ).toBeNull();
    expect(
      nightlyEntryTimeProblem(
        { night: '2026-03-20', timeStampWokeUp: null },
        'America/New_York',
        lateEvening,
      ),
    ).not.toBeNull();
  });

  it('a wake-up time lies within the night and not ahead of the clock', () => {
    const entry = (timeStampWokeUp: string) => ({ night: '2026-03-20', timeStampWokeUp });
    expect(nightlyEntryTimeProblem(entry('2026-03-19T22:00:00Z'), ZONE, NOW)).toBeNull();
    expect(nightlyEntryTimeProblem(entry('2026-03-19T10:00:00Z'), ZONE, NOW)).toBe(
      MOBILE_MESSAGES.outsideNight('timeStampWokeUp', '2026-03-20'),
    );
    expect(nightlyEntryTimeProblem(entry('2026-03-20T09:00:00Z'), ZONE, NOW)).toBe(
      MOBILE_MESSAGES.futureInstant('timeStampWokeUp', '2026-03-20T09:00:00Z'),
    );
  });

  it('a clock up to five minutes fast is forgiven', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 60 }), (secondsAhead) => {
        const at = new Date(NOW.getTime() + secondsAhead * 1000).toISOString();
        const problem = technicalErrorTimeProblem(
          { night: '2026-03-20', occurredAt: at, text: 'Low battery' },
          ZONE,
          NOW,
        );
        expect(problem === null).toBe(secondsAhead * 1000 <= MOBILE_LIMITS.clockSkewMs);
      }),
    );
  });
});
