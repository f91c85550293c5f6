import type { NightCalendar, TechnicalError } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { addNights, addTechnicalErrors, placePatient } from '../variable-values/test-data.ts';

/** The local calendar day of an instant in a time zone, as YYYY-MM-DD. */
const localDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('nights calendar and technical errors', () => {
  let server: TestApp;
  let token: string;
  let nurseName: string;
  let clinicId: number;
  let strangerId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    clinicId = clinic.clinicId;
    const nurse = await createUser(db, { clinicIds: [clinicId] });
    nurseName = `Test ${nurse.username}`;
    token = await loginAs(server.app, nurse);
    strangerId = (await createPatient(db, { clinicIds: [(await createClinic(db)).clinicId] })).id;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const get = (url: string) =>
    server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authHeaders(token) });
  const calendar = async (patientId: number, month?: string) => {
    const response = await get(`/patients/${patientId}/nights${month ? `?month=${month}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NightCalendar>();
  };
  const newPatient = async (timezone: string, registeredAt: string) => {
    const { id } = await createPatient(db(), { clinicIds: [clinicId] });
    await placePatient(db(), id, { timezone, registeredAt });
    return id;
  };

  it('a past month shows each night’s state and the counts', async () => {
    const id = await newPatient('Europe/Stockholm', '2025-02-03T18:00:00Z');
    await addNights(db(), id, [
      { night: '2025-02-04', value: 0 },
      { night: '2025-02-05', value: 1, wetSecondTime: true },
      { night: '2025-02-06', value: 2 },
      { night: '2025-02-07', value: 0, selfWokeUp: true },
      { night: '2025-02-09', value: null },
      { night: '2025-02-10', value: 0, correctedFrom: 1 },
      { night: '2025-02-11', value: 1 },
    ]);
    await addTechnicalErrors(db(), id, [
      { night: '2025-02-11', fixed: true },
      { night: '2025-02-12', fixed: false },
    ]);
    const month = await calendar(id, '2025-02');
    expect(month).toMatchObject({ month: '2025-02', timezone: 'Europe/Stockholm', firstNight: '2025-02-04' });
    expect(month.nights).toHaveLength(28);
    const state = (day: number) => month.nights[day - 1]!.state;
    expect([1, 2, 3].map(state)).toEqual(['beforeStart', 'beforeStart', 'beforeStart']);
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map(state)).toEqual([
      'dry',
      'wet',
      'veryWet',
      'dry',
      'missing',
      'missing',
      'dry',
      'technicalError',
      'technicalError',
      'missing',
    ]);
    // 28 nights − 3 before the start − 7 recorded or with an error = 18 missing ('no data' on the 9th among them).
    expect(month.counts).toEqual({ dry: 3, wet: 1, veryWet: 1, missing: 18, technicalError: 2 });
    expect(month.nights[4]).toMatchObject({ value: 1, wetSecondTime: true, corrected: false });
    expect(month.nights[6]).toMatchObject({ selfWokeUp: true });
    expect(month.nights[9]).toMatchObject({ value: 0, corrected: true });
    expect(month.nights[10]).toMatchObject({
      value: 1,
      technicalErrors: [{ technicalErrorText: 'Sensor disconnected', technicalErrorFixed: true }],
    });
    expect(month.nights[11]!.technicalErrors).toEqual([
      expect.objectContaining({ night: '2025-02-12', technicalErrorFixed: false, fixedBy: null }),
    ]);
  });

  it('an entry earlier than the night after registration starts the count', async () => {
    const id = await newPatient('UTC', '2025-06-20T09:00:00Z');
    await addNights(db(), id, [{ night: '2025-06-18', value: 0 }]);
    const month = await calendar(id, '2025-06');
    expect(month.firstNight).toBe('2025-06-18');
    expect(month.nights[16]!.state).toBe('beforeStart');
    expect(month.nights[17]!.state).toBe('dry');
    expect(month.nights[18]!.state).toBe('missing');
  });

  it('the current month, by default, in the patient’s time zone: today not yet recorded, tomorrow ahead', async () => {
    const zone = 'Pacific/Kiritimati';
    const today = localDay(zone);
    const id = await newPatient(zone, new Date(Date.now() - 40 * 86_400_000).toISOString());
    await addNights(db(), id, [{ night: addDays(today, -1), value: 2 }]);
    const month = await calendar(id);
    expect(month).toMatchObject({ month: today.slice(0, 7), today, timezone: zone });
    const byNight = new Map(month.nights.map((night) => [night.night, night.state]));
    expect(byNight.get(today)).toBe('notRecordedYet');
    if (byNight.has(addDays(today, -1))) expect(byNight.get(addDays(today, -1))).toBe('veryWet');
    if (byNight.has(addDays(today, 1))) expect(byNight.get(addDays(today, 1))).toBe('future');
    await addNights(db(), id, [{ night: today, value: 0 }]);
    expect((await calendar(id)).nights.find((night) => night.night === today)!.state).toBe('dry');
  });

  it('a time zone PostgreSQL does not know counts as UTC', async () => {
    const id = await newPatient('Mars/Olympus', '2025-01-01T00:00:00Z');
    const month = await calendar(id);
    expect(month.today).toBe(localDay('UTC'));
  });

  it('a patient who has not started shows no missing nights', async () => {
    const id = await newPatient('UTC', new Date().toISOString());
    const month = await calendar(id);
    expect(month.counts).toEqual({ dry: 0, wet: 0, veryWet: 0, missing: 0, technicalError: 0 });
  });

  it('a month not written YYYY-MM is bad input', async () => {
    const id = await newPatient('UTC', '2025-01-01T00:00:00Z');
    for (const month of ['2025-13', '2025-2', 'March']) {
      const response = await get(`/patients/${id}/nights?month=${month}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('The month must be written YYYY-MM');
    }
  });

  it('technical errors: every one with its text and fixed state, newest first', async () => {
    const id = await newPatient('UTC', '2025-01-01T00:00:00Z');
    expect((await get(`/patients/${id}/technical-errors`)).json()).toEqual([]);
    await addTechnicalErrors(db(), id, [
      { night: '2025-03-01', fixed: false },
      { night: '2025-03-04', fixed: false },
    ]);
    await db()
      .insertInto('technicalError')
      .values({
        patientId: id,
        night: '2025-03-03',
        occurredAt: new Date('2025-03-03T01:00:00Z'),
        text: 'Low battery',
        source: 'watch',
      })
      .execute();
    const response = await get(`/patients/${id}/technical-errors`);
    expect(response.statusCode).toBe(200);
    const errors = response.json<TechnicalError[]>();
    expect(errors.map((error) => [error.night, error.technicalErrorText, error.technicalErrorFixed])).toEqual(
      [
        ['2025-03-04', 'Sensor disconnected', false],
        ['2025-03-03', 'Low battery', false],
        ['2025-03-01', 'Sensor disconnected', false],
      ],
    );
    expect(errors[1]).toMatchObject({
      source: 'watch',
      occurredAt: '2025-03-03T01:00:00.000Z',
      fixedAt: null,
    });

    const fixed = await server.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${id}/all-technical-errors-fixed`,
      headers: authHeaders(token),
    });
    expect(fixed.json()).toEqual({ fixed: 3 });
    const after = (await get(`/patients/${id}/technical-errors`)).json<TechnicalError[]>();
    expect(after.every((error) => error.technicalErrorFixed && error.fixedBy === nurseName)).toBe(true);
    expect(after.every((error) => error.fixedAt !== null)).toBe(true);
  });

  it('another clinic’s patient, or no patient, is 404 on both calls and nothing changes', async () => {
    await addTechnicalErrors(db(), strangerId, [{ night: '2025-03-01', fixed: false }]);
    const before = await databaseFingerprint(db());
    for (const url of [
      `/patients/${strangerId}/nights`,
      `/patients/${strangerId}/nights?month=2025-03`,
      `/patients/${strangerId}/technical-errors`,
      '/patients/999999/nights',
      '/patients/999999/technical-errors',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(
        'No patient with that id, try another patient',
      );
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
