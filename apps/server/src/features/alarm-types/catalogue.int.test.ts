import { ALARM_TYPE_MESSAGES as MESSAGES, type AlarmTypeCatalogue, type PatientDetails } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('alarm types (Control admin → Alarm type)', () => {
  let server: TestApp;
  let admin: string;
  let nurse: string;
  let clinicId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const clinic = await createClinic(db);
    clinicId = clinic.clinicId;
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    nurse = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload ? { payload } : {}),
    });
  const typeNamed = (catalogue: AlarmTypeCatalogue, name: string) =>
    catalogue.alarmTypes.find((type) => type.alarmType === name)!;

  it('a new type gets its English name at once; a Swedish name is added, then replaced', async () => {
    const created = (
      await call('POST', '/alarm-type/create', { alarmType: 'Vibrating pad' })
    ).json<AlarmTypeCatalogue>();
    const pad = typeNamed(created, 'Vibrating pad');
    expect(created.alarmTypesLanguage.filter((row) => row.alarmType.idalarmType === pad.idalarmType)).toEqual(
      [
        {
          idalarmTypeLanguage: expect.any(Number) as number,
          alarmType: pad,
          alarmTypeLanguageName: 'Vibrating pad',
          language: 'en',
        },
      ],
    );
    await call('POST', '/alarm-type-language/create', {
      alarmType: pad.idalarmType,
      alarmTypeLanguageName: 'Vibrationsdyna',
      language: 'sv',
    });
    const renamed = (
      await call('POST', '/alarm-type-language/create', {
        alarmType: pad.idalarmType,
        alarmTypeLanguageName: 'Vibrerande dyna',
        language: 'sv',
      })
    ).json<AlarmTypeCatalogue>();
    const swedish = renamed.alarmTypesLanguage.filter(
      (row) => row.alarmType.idalarmType === pad.idalarmType && row.language === 'sv',
    );
    expect(swedish.map((row) => row.alarmTypeLanguageName)).toEqual(['Vibrerande dyna']);
    // Families see it at registration in their language (GET /alarm-types, docs/requirements/mobile.md#registration).
    const offered = (await call('GET', '/alarm-types')).json<
      { alarmType: string; languages: { language: string; alarmTypeLanguageName: string }[] }[]
    >();
    expect(offered.find((type) => type.alarmType === 'Vibrating pad')?.languages).toContainEqual({
      language: 'sv',
      alarmTypeLanguageName: 'Vibrerande dyna',
    });
  });

  it('refuses a missing or taken name and an unknown type, changing nothing', async () => {
    await call('POST', '/alarm-type/create', { alarmType: 'Bell' });
    const before = await databaseFingerprint(server.database.db);
    const refused = async (url: string, payload: unknown, status: number, message: string) => {
      const response = await call('POST', url, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    };
    await refused('/alarm-type/create', { alarmType: ' ' }, 400, MESSAGES.missingName);
    await refused('/alarm-type/create', {}, 400, MESSAGES.missingName);
    await refused('/alarm-type/create', { alarmType: 'BELL' }, 409, MESSAGES.nameTaken);
    await refused(
      '/alarm-type-language/create',
      { alarmType: 2_000_000_000, alarmTypeLanguageName: 'X', language: 'de' },
      404,
      MESSAGES.unknownAlarmType,
    );
    await refused(
      '/alarm-type-language/create',
      { alarmType: 1, alarmTypeLanguageName: '', language: 'de' },
      400,
      MESSAGES.missingName,
    );
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('deletes a type nobody uses and refuses one a patient uses', async () => {
    const catalogue = (
      await call('POST', '/alarm-type/create', { alarmType: 'Spare type' })
    ).json<AlarmTypeCatalogue>();
    const spare = typeNamed(catalogue, 'Spare type');
    const after = (
      await call('DELETE', `/alarm-type/delete/${spare.idalarmType}`)
    ).json<AlarmTypeCatalogue>();
    expect(after.alarmTypes.map((type) => type.alarmType)).not.toContain('Spare type');
    expect(after.alarmTypesLanguage.some((row) => row.alarmType.idalarmType === spare.idalarmType)).toBe(
      false,
    );

    const bell = typeNamed(after, 'Bell');
    const { id } = await createPatient(server.database.db);
    await server.database.db
      .updateTable('patient')
      .set({ alarmTypeId: bell.idalarmType })
      .where('id', '=', id)
      .execute();
    const refused = await call('DELETE', `/alarm-type/delete/${bell.idalarmType}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.inUse);
  });

  it('a patient’s alarm type reads in the staff member’s interface language', async () => {
    const catalogue = (
      await call('POST', '/alarm-type/create', { alarmType: 'Bed mat' })
    ).json<AlarmTypeCatalogue>();
    const mat = typeNamed(catalogue, 'Bed mat');
    await call('POST', '/alarm-type-language/create', {
      alarmType: mat.idalarmType,
      language: 'sv',
      alarmTypeLanguageName: 'Sängmatta',
    });
    const { id } = await createPatient(server.database.db, { clinicIds: [clinicId] });
    await server.database.db
      .updateTable('patient')
      .set({ alarmTypeId: mat.idalarmType })
      .where('id', '=', id)
      .execute();
    const alarmTypeIn = async (language: string) =>
      (
        await server.app.inject({
          url: `/api/v1/patients/${id}`,
          headers: { ...authHeaders(nurse), 'accept-language': language },
        })
      ).json<PatientDetails>().patient.alarmType;
    expect(await alarmTypeIn('sv')).toBe('Sängmatta');
    expect(await alarmTypeIn('en')).toBe('Bed mat');
  });

  it('is the product admin’s: a nurse gets 403 on every alarm type call', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const [method, url, payload] of [
      ['GET', '/alarm-type/all', undefined],
      ['POST', '/alarm-type/create', { alarmType: 'Sneaky' }],
      ['POST', '/alarm-type-language/create', { alarmType: 1, alarmTypeLanguageName: 'X', language: 'de' }],
      ['DELETE', '/alarm-type/delete/1', undefined],
    ] as const)
      expect((await call(method, url, payload, nurse)).statusCode, url).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
