import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { recomputeDerivedVariables, rollDerivedVariables } from './recompute.ts';
import {
  addNights,
  addTechnicalErrors,
  latestValues,
  placePatient,
  valuesAt,
  type NightInput,
} from './test-data.ts';

/** Noon in Stockholm is 12:00 UTC in March (CET, UTC+1): the local day is 2026-03-20. */
const MARCH_20 = new Date('2026-03-20T12:00:00Z');
/** Local midnight of 2026-03-20 in Stockholm, the time stamp of that day's values. */
const MARCH_20_START = '2026-03-19T23:00:00Z';

/** Nights 03-05 to 03-19: missing 03-09 and 03-10, no data on 03-14, 03-18 corrected from wet to dry. */
const FORTNIGHT: NightInput[] = [
  { night: '2026-03-05', value: 1 },
  { night: '2026-03-06', value: 2, wetSecondTime: true },
  { night: '2026-03-07', value: 0, selfWokeUp: true },
  { night: '2026-03-08', value: 1, selfWokeUp: true },
  { night: '2026-03-11', value: 0 },
  { night: '2026-03-12', value: 2 },
  { night: '2026-03-13', value: 0 },
  { night: '2026-03-14', value: null },
  { night: '2026-03-15', value: 0, selfWokeUp: true },
  { night: '2026-03-16', value: 1, wetSecondTime: true },
  { night: '2026-03-17', value: 0 },
  { night: '2026-03-18', value: 0, correctedFrom: 1 },
  { night: '2026-03-19', value: 0 },
];
const ERRORS = [
  { night: '2026-03-10', fixed: false },
  { night: '2026-03-16', fixed: true },
  { night: '2026-03-19', fixed: false },
  { night: '2026-03-20', fixed: false },
];

describe('bedwetting window variables', () => {
  let database: Database;
  let clinicId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    clinicId = (await createClinic(database.db)).clinicId;
  });
  afterAll(() => database.close());

  const newPatient = async (timezone = 'Europe/Stockholm', registeredAt = '2026-02-01T10:00:00Z') => {
    const { id } = await createPatient(database.db, { clinicIds: [clinicId] });
    await placePatient(database.db, id, { timezone, registeredAt });
    return id;
  };
  const recompute = (patientId: number, asOf = MARCH_20) =>
    recomputeDerivedVariables(database.db, { customer: 'bedwetting', patientIds: [patientId], asOf });

  it('until tonight is recorded, the window is the 14 nights ending yesterday', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, FORTNIGHT);
    await addTechnicalErrors(database.db, patient, ERRORS);
    await recompute(patient);
    const expected = {
      WET: 4,
      VWET: 2,
      DRY: 7,
      SELFWOKE: 3,
      WET2: 2,
      NOENTRY: 3,
      TECHERR: 2,
      DSLE: 1,
      TXWEEKS: 2,
      DRYSTREAK: 3,
    };
    expect(await latestValues(database.db, patient)).toEqual(expected);
    expect(await valuesAt(database.db, patient, MARCH_20_START)).toEqual(expected);
  });

  it('tonight’s entry moves the window onto today', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, [...FORTNIGHT, { night: '2026-03-20', value: 0 }]);
    await addTechnicalErrors(database.db, patient, ERRORS);
    await recompute(patient);
    expect(await latestValues(database.db, patient)).toEqual({
      WET: 3,
      VWET: 1,
      DRY: 8,
      SELFWOKE: 3,
      WET2: 1,
      NOENTRY: 3,
      TECHERR: 3,
      DSLE: 0,
      TXWEEKS: 2,
      DRYSTREAK: 4,
    });
  });

  it('a correction replaces the value it corrects', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, FORTNIGHT);
    await recompute(patient);
    const before = await latestValues(database.db, patient);
    await database.db
      .updateTable('nightlyEntry')
      .set({ supersededAt: new Date() })
      .where('patientId', '=', patient)
      .where('night', '=', '2026-03-19')
      .where('supersededAt', 'is', null)
      .execute();
    await addNights(database.db, patient, [{ night: '2026-03-19', value: 2 }]);
    await recompute(patient);
    expect(await latestValues(database.db, patient)).toEqual({
      ...before,
      WET: 5,
      VWET: 3,
      DRY: 6,
      DRYSTREAK: 0,
    });
  });

  it('nights before registration are not missing, and counts without entries are unknown', async () => {
    const late = await newPatient('Europe/Stockholm', '2026-03-15T09:00:00Z');
    await addNights(database.db, late, [{ night: '2026-03-17', value: 1 }]);
    const silent = await newPatient('Europe/Stockholm', '2026-03-18T09:00:00Z');
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [late, silent],
      asOf: MARCH_20,
    });
    expect(await latestValues(database.db, late)).toMatchObject({
      WET: 1,
      DRY: 0,
      NOENTRY: 3,
      DSLE: 3,
      TXWEEKS: 0,
      DRYSTREAK: 0,
    });
    expect(await latestValues(database.db, silent)).toEqual({
      WET: null,
      VWET: null,
      DRY: null,
      SELFWOKE: null,
      WET2: null,
      NOENTRY: 1,
      TECHERR: 0,
      DSLE: null,
      TXWEEKS: null,
      DRYSTREAK: null,
    });
  });

  it('patients in Auckland and Los Angeles are on different local days at the same instant', async () => {
    const instant = new Date('2026-01-15T12:00:00Z');
    const nights: NightInput[] = [
      { night: '2026-01-14', value: 0 },
      { night: '2026-01-15', value: 1 },
    ];
    const auckland = await newPatient('Pacific/Auckland', '2026-01-01T00:00:00Z');
    const losAngeles = await newPatient('America/Los_Angeles', '2026-01-01T00:00:00Z');
    await addNights(database.db, auckland, nights);
    await addNights(database.db, losAngeles, nights);
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [auckland, losAngeles],
      asOf: instant,
    });
    // 01:00 on 16 January in Auckland (NZDT, UTC+13): last night is not recorded yet.
    expect(await valuesAt(database.db, auckland, '2026-01-15T11:00:00Z')).toMatchObject({
      DSLE: 1,
      WET: 1,
      DRY: 1,
      NOENTRY: 12,
    });
    // 04:00 on 15 January in Los Angeles (PST, UTC−8): this morning's entry is in.
    expect(await valuesAt(database.db, losAngeles, '2026-01-15T08:00:00Z')).toMatchObject({
      DSLE: 0,
      WET: 1,
      DRY: 1,
      NOENTRY: 12,
    });
  });

  it('recomputing again changes nothing', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, FORTNIGHT);
    const first = await recompute(patient);
    expect(first).toEqual({ patients: 1, changedRows: 20 });
    const before = await databaseFingerprint(database.db);
    expect(await recompute(patient)).toEqual({ patients: 1, changedRows: 0 });
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });

  it('the daily roll moves the window on without new entries, once a day', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, FORTNIGHT);
    await recompute(patient);
    const nextDay = new Date('2026-03-21T12:00:00Z');
    const rolled = await rollDerivedVariables(database.db, { customer: 'bedwetting', asOf: nextDay });
    expect(rolled.patients).toBeGreaterThanOrEqual(1);
    expect(await latestValues(database.db, patient)).toMatchObject({ NOENTRY: 4, DSLE: 2, WET: 3, DRY: 7 });
    // The day before keeps the values it had.
    expect(await valuesAt(database.db, patient, MARCH_20_START)).toMatchObject({ NOENTRY: 3, DSLE: 1 });
    const before = await databaseFingerprint(database.db);
    expect(await rollDerivedVariables(database.db, { customer: 'bedwetting', asOf: nextDay })).toEqual({
      patients: 0,
      changedRows: 0,
    });
    expect(await databaseFingerprint(database.db)).toEqual(before);
  });

  it('recomputing a past day keeps the newer latest values', async () => {
    const patient = await newPatient();
    await addNights(database.db, patient, FORTNIGHT);
    await recompute(patient, new Date('2026-03-21T12:00:00Z'));
    await recompute(patient, MARCH_20);
    expect(await latestValues(database.db, patient)).toMatchObject({ NOENTRY: 4, DSLE: 2 });
    expect(await valuesAt(database.db, patient, MARCH_20_START)).toMatchObject({ NOENTRY: 3, DSLE: 1 });
  });

  it('a time zone PostgreSQL does not know counts as UTC', async () => {
    const patient = await newPatient('Mars/Olympus_Mons');
    await addNights(database.db, patient, FORTNIGHT);
    await recompute(patient);
    expect(await valuesAt(database.db, patient, '2026-03-20T00:00:00Z')).toMatchObject({
      DSLE: 1,
      NOENTRY: 3,
    });
  });

  it('runs inside the caller’s transaction and leaves its settings as they were', async () => {
    const patient = await newPatient();
    await database.db.transaction().execute(async (trx) => {
      await addNights(trx, patient, FORTNIGHT);
      await recomputeDerivedVariables(trx, { customer: 'bedwetting', patientIds: [patient], asOf: MARCH_20 });
      const { rows } = await sql<{
        seqscan: string;
      }>`select current_setting('enable_seqscan') as seqscan`.execute(trx);
      expect(rows[0]?.seqscan).toBe('on');
    });
    expect(await latestValues(database.db, patient)).toMatchObject({ DSLE: 1, NOENTRY: 3, DRYSTREAK: 3 });
  });
});
