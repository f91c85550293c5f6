import { addDays } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMobileWorld, dryNight, nightAgo, wetNight, type Phone } from '../mobile/test-world.ts';
import { recomputeDerivedVariables } from './recompute.ts';
import { changedKeys, dayValues, latestValues, monthRowOf, writtenKeys } from './test-data.ts';

/** Nights 30 to 1 mornings ago: dry, but wet every seventh; `missing` nights not sent. */
const month = (missing: readonly number[] = []) =>
  Array.from({ length: 30 }, (_, index) => 30 - index)
    .filter((daysAgo) => !missing.includes(daysAgo))
    .map((daysAgo) => (daysAgo % 7 === 0 ? wetNight(nightAgo(daysAgo)) : dryNight(nightAgo(daysAgo))));

const dayOf = (key: string) => key.slice(-10);
const codeOf = (key: string) => key.split(' ')[1];
const monthOf = (day: string) => day.slice(0, 7);
/** Every stored row written holds a day whose value changed: unchanged months are not rewritten. */
const onlyChangedRows = (written: string[], changed: string[]) => {
  const changedRows = new Set(changed.map(monthRowOf));
  return written.every((key) => changedRows.has(monthRowOf(key)));
};

describe('a late or corrected night', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let late: Phone;
  let other: Phone;
  beforeAll(async () => {
    world = await createMobileWorld();
    late = await world.register();
    other = await world.register();
    for (const [phone, nights] of [
      [late, month([12])],
      [other, month()],
    ] as const) {
      const response = await world.device('POST', '/mobile/nightly-entries', phone.token, {
        entries: nights,
      });
      expect(response.statusCode).toBe(200);
    }
    await world.settle();
  });
  afterAll(() => world.server.close());

  const send = (phone: Phone, entries: object[]) =>
    world.device('POST', '/mobile/nightly-entries', phone.token, { entries });

  /** Recomputing the whole history from scratch finds every day already right. */
  const expectHistoryRight = async (phone: Phone) => {
    const again = await recomputeDerivedVariables(world.db, {
      customer: 'bedwetting',
      patientIds: [phone.patientId],
      firstDays: 'history',
    });
    expect(again).toEqual({ patients: 1, changedRows: 0 });
  };

  it('the nights sent after registration give a value for every day since the first of them', async () => {
    const values = await dayValues(world.db, [late.patientId]);
    const days = new Set([...values.keys()].map(dayOf));
    expect(days.size).toBe(31);
    expect([...days].sort()[0]).toBe(nightAgo(30));
    await expectHistoryRight(late);
  });

  it('a night sent late rewrites exactly the days it changes, of that child only', async () => {
    const before = await dayValues(world.db, [late.patientId, other.patientId]);
    const latestBefore = await latestValues(world.db, late.patientId);
    expect((await send(late, [wetNight(nightAgo(12))])).statusCode).toBe(200);
    await world.settle();
    const after = await dayValues(world.db, [late.patientId, other.patientId]);
    const written = writtenKeys(before, after);
    const changed = changedKeys(before, after);
    // Only rows holding a changed value are written, all of the late child, none before the night
    // (its month's row holds the days before it too, unchanged).
    expect(onlyChangedRows(written, changed)).toBe(true);
    expect(written.every((key) => key.startsWith(`${late.patientId} `))).toBe(true);
    expect(changed.every((key) => dayOf(key) >= nightAgo(12))).toBe(true);
    expect(written.every((key) => monthOf(dayOf(key)) >= monthOf(nightAgo(12)))).toBe(true);
    // The wet night counts in the 14-night windows that hold it: from its day to today.
    const wetDays = changed
      .filter((key) => codeOf(key) === 'WET')
      .map(dayOf)
      .sort();
    expect(wetDays).toEqual(Array.from({ length: 13 }, (_, index) => addDays(nightAgo(12), index)));
    expect(after.size).toBe(before.size);
    // Today's window holds the night too: the latest values follow.
    expect((await latestValues(world.db, late.patientId)).WET).toBe((latestBefore.WET ?? 0) + 1);
    await expectHistoryRight(late);
  });

  it('a correction rewrites the days after the night it corrects, of that child only', async () => {
    const before = await dayValues(world.db, [late.patientId, other.patientId]);
    const response = await send(other, [{ ...wetNight(nightAgo(20), 2), correction: true }]);
    expect(response.json<{ entries: { outcome: string }[] }>().entries[0]?.outcome).toBe('corrected');
    await world.settle();
    const after = await dayValues(world.db, [late.patientId, other.patientId]);
    const written = writtenKeys(before, after);
    const changed = changedKeys(before, after);
    expect(onlyChangedRows(written, changed)).toBe(true);
    expect(written.every((key) => key.startsWith(`${other.patientId} `))).toBe(true);
    expect(changed.every((key) => dayOf(key) >= nightAgo(20))).toBe(true);
    expect(written.every((key) => monthOf(dayOf(key)) >= monthOf(nightAgo(20)))).toBe(true);
    // Dry became very wet: VWET counts it in the 14 windows that hold it, no other day.
    const veryWetDays = changed
      .filter((key) => codeOf(key) === 'VWET')
      .map(dayOf)
      .sort();
    expect(veryWetDays).toEqual(Array.from({ length: 14 }, (_, index) => addDays(nightAgo(20), index)));
    // The dry run it broke ran until the next wet night (14 mornings ago).
    const streakDays = changed
      .filter((key) => codeOf(key) === 'DRYSTREAK')
      .map(dayOf)
      .sort();
    expect(streakDays).toEqual(Array.from({ length: 6 }, (_, index) => addDays(nightAgo(20), index)));
    await expectHistoryRight(other);
  });

  it('a technical error reported late counts on the days whose window holds its night', async () => {
    const before = await dayValues(world.db, [late.patientId, other.patientId]);
    const night = nightAgo(25);
    const response = await world.device('POST', '/mobile/technical-errors', late.token, {
      errors: [{ night, occurredAt: `${night}T01:00:00Z`, text: 'Sensor disconnected' }],
    });
    expect(response.statusCode).toBe(200);
    await world.settle();
    const after = await dayValues(world.db, [late.patientId, other.patientId]);
    const written = writtenKeys(before, after);
    const changed = changedKeys(before, after);
    expect(onlyChangedRows(written, changed)).toBe(true);
    expect(written.map((key) => `${key.split(' ')[0]} ${codeOf(key)}`)).toEqual(
      written.map(() => `${late.patientId} TECHERR`),
    );
    expect(changed.map(dayOf).sort()).toEqual(
      Array.from({ length: 14 }, (_, index) => addDays(night, index)),
    );
    await expectHistoryRight(late);
  });
});
