import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import {
  FORBIDDEN_CHARACTER_MESSAGE,
  MOBILE_MESSAGES,
  PATIENT_MESSAGES,
  type RegistrationOptions,
  type RegistrationResponse,
  type PatientDetails,
  messageIdOf,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createMobileWorld, dryNight, nightAgo, registrationForm, TIMEZONE } from './test-world.ts';

describe('registration from the phone app', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  beforeAll(async () => {
    world = await createMobileWorld();
  });
  afterAll(() => world.server.close());

  it('offers the clinics, countries, alarm types and languages to choose from, without login', async () => {
    const alarm = await world.db
      .insertInto('alarmType')
      .values({ name: 'Bed mat alarm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.db
      .insertInto('alarmTypeLanguage')
      .values({ alarmTypeId: alarm.id, language: 'sv', name: 'Sänglarm' })
      .execute();
    const response = await world.device('GET', '/mobile/registration-options', null);
    expect(response.statusCode).toBe(200);
    const options = response.json<RegistrationOptions>();
    expect(options.clinics.map((clinic) => clinic.idclinic)).toContain(world.clinic.clinicId);
    expect(options.countries.map((country) => country.id)).toContain(world.clinic.countryId);
    expect(options.alarmTypes).toContainEqual({
      idalarmType: alarm.id,
      alarmType: 'Bed mat alarm',
      name: 'Bed mat alarm',
      languages: [{ language: 'sv', name: 'Sänglarm' }],
    });
    expect(options.languages).toContain('sv');

    const inSwedish = await world.device('GET', '/mobile/registration-options?language=sv', null);
    const swedishType = inSwedish
      .json<RegistrationOptions>()
      .alarmTypes.find((type) => type.idalarmType === alarm.id);
    expect(swedishType?.name).toBe('Sänglarm');
    const inGerman = await world.device('GET', '/mobile/registration-options?language=de', null);
    const germanType = inGerman
      .json<RegistrationOptions>()
      .alarmTypes.find((type) => type.idalarmType === alarm.id);
    expect(germanType?.name).toBe('Bed mat alarm');
  });

  it('refuses a language the app does not speak', async () => {
    const response = await world.device('GET', '/mobile/registration-options?language=xx', null);
    expect(response.statusCode).toBe(400);
  });

  it('creates the patient at the chosen clinic, awaiting the clinic’s approval, and answers a phone credential', async () => {
    const response = await world.device(
      'POST',
      '/mobile/registration',
      null,
      registrationForm(world.clinic.clinicId, {
        countryId: world.clinic.countryId,
        alarmTypeName: 'sänglarm',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { deviceToken, patient } = response.json<{ deviceToken: string; patient: { patientId: number } }>();
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    expect(patient).toMatchObject({
      childName: 'Elsa Lund-Berg',
      timezone: TIMEZONE,
      approvedClinic: null,
      device: 'phone',
    });

    const stored = await world.db
      .selectFrom('patient')
      .leftJoin('alarmType', 'alarmType.id', 'patient.alarmTypeId')
      .select([
        'firstName',
        'lastName',
        'gender',
        'approvedClinic',
        'language',
        'timezone',
        'appVersion',
        'alarmType.name as alarm',
      ])
      .where('patient.id', '=', patient.patientId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      firstName: 'Elsa',
      lastName: 'Lund-Berg',
      gender: 'Female',
      approvedClinic: null,
      language: 'sv',
      timezone: TIMEZONE,
      appVersion: '2.1.8',
      alarm: 'Bed mat alarm',
    });
    const clinics = await world.db
      .selectFrom('patientClinic')
      .select('clinicId')
      .where('patientId', '=', patient.patientId)
      .execute();
    expect(clinics).toEqual([{ clinicId: world.clinic.clinicId }]);

    // Staff read the form as the family sent it, with the question texts the app showed.
    const details = await world.staff('GET', `/patients/${patient.patientId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json<PatientDetails>().form).toMatchObject({
      childName: 'Elsa Lund-Berg',
      parentName: "Karin O'Neill",
      age: 8,
      countryId: world.clinic.countryId,
      alarmTypeName: 'Bed mat alarm',
      answerA: true,
      answerB: false,
      answerC: null,
      answersD: ['2', '1', '0', '3', '1', '0', '2', '1', '0', '1'],
      questions: { A: 'Does the child wet the bed every night?', D1: 'How deep does the child sleep?' },
    });

    // No birth date: the list shows the form's age, a year older once a year has passed.
    const status = async () =>
      (await world.staff('GET', `/patients/${patient.patientId}/status`)).json<{ age: number | null }>().age;
    expect(await status()).toBe(8);
    await world.db
      .updateTable('patient')
      .set({ createdAt: sql<Date>`now() - interval '1 year 1 day'` })
      .where('id', '=', patient.patientId)
      .execute();
    expect(await status()).toBe(9);

    const hashes = await world.db
      .selectFrom('patientDevice')
      .select('tokenHash')
      .where('patientId', '=', patient.patientId)
      .execute();
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.tokenHash).not.toContain(deviceToken);
  });

  it('the credential opens the device calls and nothing of the staff', async () => {
    const phone = await world.register();
    const me = await world.device('GET', '/mobile/me', phone.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      patientId: phone.patientId,
      device: 'phone',
      clinic: { idclinic: world.clinic.clinicId },
    });

    for (const url of [
      '/patients/status',
      `/patients/${phone.patientId}`,
      '/alarm-types',
      '/session/userActivityRefresh',
    ]) {
      const response = await world.device(
        url === '/session/userActivityRefresh' ? 'PUT' : 'GET',
        url,
        phone.token,
      );
      expect(response.statusCode, url).toBe(401);
    }
    // Nor is a staff session a device credential.
    expect((await world.staff('GET', '/mobile/me')).statusCode).toBe(401);
    expect((await world.device('GET', '/mobile/me', 'not-a-token')).json()).toEqual({
      message: MOBILE_MESSAGES.deviceLoggedOut,
      code: 'UNAUTHORIZED',
      messageId: 'mobile.deviceLoggedOut',
    });
  });

  it('records the app version each call carries, on the device and for the phone also on the patient', async () => {
    const phone = await world.register();
    await world.server.app.inject({
      url: '/api/v1/mobile/me',
      headers: { 'x-auth-token': phone.token, 'x-app-version': '2.2.0' },
    });
    const patient = await world.db
      .selectFrom('patient')
      .select('appVersion')
      .where('id', '=', phone.patientId)
      .executeTakeFirstOrThrow();
    const device = await world.db
      .selectFrom('patientDevice')
      .select('appVersion')
      .where('patientId', '=', phone.patientId)
      .executeTakeFirstOrThrow();
    expect(patient.appVersion).toBe('2.2.0');
    expect(device.appVersion).toBe('2.2.0');
  });

  it('a retry with the same key registers once, and its new credential ends the unseen first one', async () => {
    const key = randomUUID();
    const form = registrationForm(world.clinic.clinicId, { childName: 'Retry Child' });
    const first = await world.device('POST', '/mobile/registration', null, form, key);
    const retry = await world.device('POST', '/mobile/registration', null, form, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<RegistrationResponse>().patient.patientId).toBe(
      first.json<RegistrationResponse>().patient.patientId,
    );
    const patients = await world.db
      .selectFrom('patient')
      .select('id')
      .where('firstName', '=', 'Retry')
      .execute();
    expect(patients).toHaveLength(1);
    expect(
      (await world.device('GET', '/mobile/me', first.json<RegistrationResponse>().deviceToken)).statusCode,
    ).toBe(401);
    expect(
      (await world.device('GET', '/mobile/me', retry.json<RegistrationResponse>().deviceToken)).statusCode,
    ).toBe(200);

    const other = await world.device('POST', '/mobile/registration', null, { ...form, age: 9 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: MOBILE_MESSAGES.idempotencyKeyReused,
      code: 'UNPROCESSABLE',
      messageId: 'mobile.idempotencyKeyReused',
    });
  });

  it('a retry of a registration whose phone has sent data hands out no new credential', async () => {
    const key = randomUUID();
    const form = registrationForm(world.clinic.clinicId, { childName: 'Used Child' });
    const first = await world.device('POST', '/mobile/registration', null, form, key);
    const { deviceToken } = first.json<RegistrationResponse>();
    const night = await world.device(
      'POST',
      '/mobile/nightly-entries',
      deviceToken,
      { entries: [dryNight(nightAgo(1))] },
      randomUUID(),
    );
    expect(night.statusCode).toBe(200);

    const before = await world.fingerprint();
    const replay = await world.device('POST', '/mobile/registration', null, form, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      message: MOBILE_MESSAGES.registrationInUse,
      code: 'CONFLICT',
      messageId: 'mobile.registrationInUse',
    });
    expect(await world.fingerprint()).toEqual(before);
    expect((await world.device('GET', '/mobile/me', deviceToken)).statusCode).toBe(200);
  });

  describe('refuses a form it cannot store, and stores nothing', () => {
    const cases: [string, Record<string, unknown> | null, string][] = [
      ['an unknown clinic', { clinicId: 999_999 }, PATIENT_MESSAGES.chooseClinic],
      ['no clinic', { clinicId: null }, PATIENT_MESSAGES.chooseClinic],
      ['no child name', { childName: '  ' }, MOBILE_MESSAGES.childName],
      ['a forbidden character', { childName: 'Elsa <b>' }, FORBIDDEN_CHARACTER_MESSAGE],
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, MOBILE_MESSAGES.timezone],
      ['an offset for a time zone', { timezone: '+01:00' }, MOBILE_MESSAGES.timezone],
      ['an unknown language', { dbLanguage: 'xx' }, MOBILE_MESSAGES.dbLanguage],
      ['an age out of range', { age: 131 }, MOBILE_MESSAGES.age],
      ['a gender not on the form', { gender: 'X' }, MOBILE_MESSAGES.gender],
      ['an unknown country', { countryId: 999_999 }, MOBILE_MESSAGES.countryId],
      ['an unknown alarm type', { alarmTypeName: 'Laser alarm' }, MOBILE_MESSAGES.alarmType],
      ['no app version', { appVersion: '' }, MOBILE_MESSAGES.appVersion],
      ['a question key not on the form', { questions: { E: 'Extra?' } }, MOBILE_MESSAGES.questions],
      ['no Idempotency-Key', null, MOBILE_MESSAGES.idempotencyKeyMissing],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const before = await world.fingerprint();
      const response = await world.device(
        'POST',
        '/mobile/registration',
        null,
        registrationForm(world.clinic.clinicId, overrides ?? {}),
        overrides === null ? null : randomUUID(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', messageId: messageIdOf(message) });
      expect(await databaseFingerprint(world.db)).toEqual(before);
    });
  });
});
