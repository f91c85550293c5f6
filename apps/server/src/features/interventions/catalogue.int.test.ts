import {
  INTERVENTION_CATALOGUE_MESSAGES as MESSAGES,
  type Intervention,
  type InterventionLanguage,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('the intervention catalogue (Control admin → Interventions)', () => {
  let server: TestApp;
  let admin: string;
  let nurse: string;
  let germanNurse: string;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const clinic = await createClinic(db);
    admin = await loginAs(
      server.app,
      await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] }),
    );
    nurse = await loginAs(server.app, await createUser(db, { clinicIds: [clinic.clinicId] }));
    const german = await createUser(db, { clinicIds: [clinic.clinicId] });
    await db.updateTable('appUser').set({ language: 'de' }).where('id', '=', german.id).execute();
    germanNurse = await loginAs(server.app, german);
    await createPatient(db, { clinicIds: [clinic.clinicId] });
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload ? { payload } : {}),
    });
  const named = (list: Intervention[], name: string) => list.find((item) => item.name === name);

  it('the product admin creates, edits and names an intervention in German; a German reader sees that name', async () => {
    const created = await call('POST', '/intervention/create', {
      name: ' Bladder diary ',
      description: 'Two days of drinking and voiding',
      type: 'Start and end date',
    });
    expect(created.statusCode).toBe(200);
    const diary = named(created.json<Intervention[]>(), 'Bladder diary')!;
    expect(diary).toMatchObject({
      description: 'Two days of drinking and voiding',
      type: 'Start and end date',
    });

    const updated = await call('PUT', '/intervention/update', {
      idintervention: diary.idintervention,
      name: 'Bladder diary',
      description: 'Three days',
      type: 'One day intervention',
    });
    expect(named(updated.json<Intervention[]>(), 'Bladder diary')).toMatchObject({
      description: 'Three days',
      type: 'One day intervention',
    });

    const localized = await call('POST', '/intervention-language/create', {
      intervention: diary.idintervention,
      interventionLanguageName: 'Blasentagebuch',
      language: 'de',
    });
    const [row] = localized
      .json<InterventionLanguage[]>()
      .filter((item) => item.intervention.idintervention === diary.idintervention);
    expect(row).toMatchObject({
      intervention: { idintervention: diary.idintervention, name: 'Bladder diary' },
      interventionLanguageName: 'Blasentagebuch',
      language: 'de',
    });
    // Again in the same language: the name is replaced, not doubled.
    const renamed = await call('POST', '/intervention-language/create', {
      intervention: diary.idintervention,
      interventionLanguageName: 'Miktionstagebuch',
      language: 'de',
    });
    expect(
      renamed
        .json<InterventionLanguage[]>()
        .filter((row) => row.intervention.idintervention === diary.idintervention),
    ).toHaveLength(1);
    const german = (await call('GET', '/intervention/all', undefined, germanNurse)).json<Intervention[]>();
    expect(named(german, 'Bladder diary')?.nameLanguage).toBe('Miktionstagebuch');
  });

  it('refuses a missing or taken name, an unknown intervention, and changes nothing', async () => {
    await call('POST', '/intervention/create', { name: 'Phone call', type: 'One day intervention' });
    const before = await databaseFingerprint(server.database.db);
    const refused = async (
      method: 'POST' | 'PUT',
      url: string,
      payload: unknown,
      status: number,
      message: string,
    ) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    };
    await refused(
      'POST',
      '/intervention/create',
      { name: '   ', type: 'One day intervention' },
      400,
      MESSAGES.missingName,
    );
    await refused(
      'POST',
      '/intervention/create',
      { name: 'PHONE CALL', type: 'One day intervention' },
      409,
      MESSAGES.nameTaken,
    );
    await refused(
      'PUT',
      '/intervention/update',
      { idintervention: 2_000_000_000, name: 'X', type: 'One day intervention' },
      404,
      'Could not find the intervention',
    );
    await refused(
      'POST',
      '/intervention-language/create',
      { intervention: 2_000_000_000, interventionLanguageName: 'X', language: 'de' },
      404,
      'Could not find the intervention',
    );
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('deletes an intervention nobody has been given, and refuses one a patient has', async () => {
    const list = (
      await call('POST', '/intervention/create', { name: 'Unused', type: 'One day intervention' })
    ).json<Intervention[]>();
    const unused = named(list, 'Unused')!;
    const after = await call('DELETE', `/intervention/delete?id=${unused.idintervention}`);
    expect(after.statusCode).toBe(200);
    expect(named(after.json<Intervention[]>(), 'Unused')).toBeUndefined();

    const given = named(list, 'Phone call')!;
    const { db } = server.database;
    const patient = await db.selectFrom('patient').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('patientIntervention')
      .values({
        patientId: patient.id,
        interventionId: given.idintervention,
        startDate: '2026-11-01',
        comment: '',
      })
      .execute();
    const refused = await call('DELETE', `/intervention/delete?id=${given.idintervention}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.inUse);
    expect(
      named((await call('GET', '/intervention/all')).json<Intervention[]>(), 'Phone call'),
    ).toBeDefined();
  });

  it('leaves the catalogue to the product admin: a nurse gets 403 on every change', async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const [method, url, payload] of [
      ['POST', '/intervention/create', { name: 'Sneaky', type: 'One day intervention' }],
      ['PUT', '/intervention/update', { idintervention: 1, name: 'Sneaky', type: 'One day intervention' }],
      ['DELETE', '/intervention/delete?id=1', undefined],
      [
        'POST',
        '/intervention-language/create',
        { intervention: 1, interventionLanguageName: 'X', language: 'de' },
      ],
      ['GET', '/intervention-language/', undefined],
    ] as const)
      expect((await call(method, url, payload, nurse)).statusCode, url).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
