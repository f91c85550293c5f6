import { addDays } from '@vigil/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NightRecord } from './history.ts';
import { asKnownAt, type LabelledHistory } from './load-histories.ts';

type EntryVersion = NonNullable<LabelledHistory['entries']>[number];

/**
 * `asKnownAt` as it was before it was rewritten for speed (commit 98d1cde), word for word: what
 * the rewrite must still give, to the last field.
 */
function asKnownAtByScan(history: LabelledHistory, at: Date): LabelledHistory | null {
  if (!history.entries) return history;
  const time = at.getTime();
  const known = history.entries.filter(
    ([, , , , recorded, superseded]) => recorded <= time && (superseded === null || superseded > time),
  );
  if (known.length === 0) return null;
  const first = Math.min(...known.map(([index]) => index));
  const last = Math.max(...known.map(([index]) => index));
  const nights: (NightRecord | null)[] = Array.from({ length: last - first + 1 }, () => null);
  for (const [index, value, wokeUp, selfWokeUp] of known)
    if (value !== null)
      nights[index - first] = { value, wokeUp: wokeUp === true, selfWokeUp: selfWokeUp === true };
  const versions = history.alarmTypeHistory ?? [];
  let alarmType: string | null = versions.length === 0 ? history.alarmType : null;
  for (const [validFrom, name] of versions) if (validFrom === null || validFrom <= time) alarmType = name;
  return {
    ...history,
    alarmType,
    firstNight: addDays(history.firstNight, first),
    nights,
    errorNights: history.errorNights.map((night) => night - first).filter((night) => night >= 0),
    entries: known,
  };
}

const FIRST_NIGHT = '2026-03-01';
const at = (day: string, time = '07:00') => Date.parse(`${day}T${time}:00Z`);
/** The morning after night `index`, when a family records it on time. */
const morningAfter = (index: number) => at(addDays(FIRST_NIGHT, index + 1));

function history(entries: EntryVersion[], nights: (NightRecord | null)[]): LabelledHistory {
  return {
    patientId: 7,
    age: 9,
    gender: 'Female',
    alarmType: 'Body-worn alarm',
    appVersion: '2.2.0',
    answers: { yesNo: [true, null, false], scores: [1, 2, null, 0, 3, 1, 1, 0, 2, 1] },
    nights,
    errorNights: [0, 3, 5, 11],
    firstNight: FIRST_NIGHT,
    outcome: 'dropout',
    outcomeRecordedOn: '2026-03-20',
    entries,
    alarmTypeHistory: [
      [null, 'Bed mat alarm'],
      [at('2026-03-05', '10:00'), 'Body-worn alarm'],
    ],
  };
}

/**
 * Nights 0–9 recorded the morning after, except: night 4 recorded five days late; night 2 wet,
 * corrected to dry on day 6; night 7 withdrawn on day 10 (superseded, no new version); night 6
 * recorded as "no data"; and a night before the first (index −1) recorded late on day 8.
 */
const tricky = history(
  [
    [0, 1, true, false, morningAfter(0), null],
    [1, 2, true, true, morningAfter(1), null],
    [2, 1, false, false, morningAfter(2), at('2026-03-06', '12:00')],
    [2, 0, false, false, at('2026-03-06', '12:00'), null],
    [3, 0, null, null, morningAfter(3), null],
    [4, 2, true, false, morningAfter(9), null],
    [5, 1, true, true, morningAfter(5), null],
    [6, null, null, null, morningAfter(6), null],
    [7, 1, false, false, morningAfter(7), at('2026-03-10', '09:00')],
    [8, 0, false, false, morningAfter(8), null],
    [9, 0, false, false, morningAfter(9), null],
    [-1, 1, true, false, at('2026-03-08', '20:00'), null],
  ],
  [], // today's nights are not read by asKnownAt
);

/** Every 6 hours over the history, and each recording and correction to the millisecond. */
function timesOf(subject: LabelledHistory): number[] {
  const times = new Set<number>();
  for (let time = at('2026-02-28', '00:00'); time <= at('2026-03-15', '00:00'); time += 6 * 3_600_000)
    times.add(time);
  for (const [, , , , recorded, superseded] of subject.entries!)
    for (const edge of [recorded, superseded ?? recorded])
      for (const step of [-1, 0, 1]) times.add(edge + step);
  return [...times].sort((a, b) => a - b);
}

describe('the history as known at a time', () => {
  it('equals the scan it replaced at every time, late and corrected nights included', () => {
    for (const time of timesOf(tricky))
      expect(asKnownAt(tricky, new Date(time)), new Date(time).toISOString()).toEqual(
        asKnownAtByScan(tricky, new Date(time)),
      );
  });

  it('does not see a night before it was recorded, nor a correction before it was made', () => {
    const known = (day: string, time: string) => asKnownAt(tricky, new Date(at(day, time)));
    expect(known('2026-03-02', '06:59')).toBeNull();
    expect(known('2026-03-04', '04:30')!.alarmType).toBe('Bed mat alarm');
    expect(known('2026-03-06', '04:30')!.nights[2]).toMatchObject({ value: 1 }); // corrected at noon
    const dayEight = known('2026-03-08', '04:30')!;
    expect(dayEight.firstNight).toBe(FIRST_NIGHT);
    expect(dayEight.nights[2]).toMatchObject({ value: 0 });
    expect(dayEight.nights[4]).toBeNull(); // recorded on day 11
    expect(dayEight.alarmType).toBe('Body-worn alarm');
    const dayTen = known('2026-03-10', '08:00')!;
    expect(dayTen.firstNight).toBe('2026-02-28'); // night −1, recorded on day 8
    expect(dayTen.nights[4 + 1]).toBeNull();
    expect(dayTen.nights[7 + 1]).toMatchObject({ value: 1 }); // withdrawn at 09:00
    expect(known('2026-03-10', '09:00')!.nights[7 + 1]).toBeNull();
    expect(known('2026-03-11', '08:00')!.nights[4 + 1]).toMatchObject({ value: 2 });
  });

  it('equals the scan on any history and time', () => {
    const version = fc.tuple(
      fc.integer({ min: -3, max: 40 }),
      fc.constantFrom(0, 1, 2, null),
      fc.option(fc.boolean()),
      fc.option(fc.boolean()),
      fc.integer({ min: 0, max: 60 }),
      fc.option(fc.integer({ min: 0, max: 60 })),
    );
    fc.assert(
      fc.property(fc.array(version, { maxLength: 60 }), fc.integer({ min: -1, max: 62 }), (versions, day) => {
        const subject = history(
          versions.map(([index, value, wokeUp, selfWokeUp, recorded, superseded]) => [
            index,
            value,
            wokeUp,
            selfWokeUp,
            morningAfter(recorded),
            superseded === null ? null : morningAfter(superseded),
          ]),
          [],
        );
        const time = new Date(morningAfter(day));
        expect(asKnownAt(subject, time)).toEqual(asKnownAtByScan(subject, time));
      }),
    );
  });
});
