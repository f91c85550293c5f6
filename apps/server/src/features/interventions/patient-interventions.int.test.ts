import { INTERVENTION_MESSAGES, type PatientIntervention } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('patient interventions (/intervention-patient/*)', () => {
  let server: TestApp;
  let nurseToken: string;
  let swedishToken: string;
  let nurseName: string;
  let patientId: number;
  let strangerId: number;
  let clinicId: number;
  let oneDay: number;
  let startAndEnd: number;

  beforeAll(async () => {
    server = await createTestApp();
    const db = server.database.db;
    const clinic = await createClinic(db);
    clinicId = clinic.clinicId;
    const otherClinic = await createClinic(db);
    const nurse = await createUser(db, { clinicIds: [clinic.clinicId] });
    nurseName = `Test ${nurse.username}`;
    nurseToken = await loginAs(server.app, nurse);
    const swede = await createUser(db, { clinicIds: [clinic.clinicId] });
    await db.updateTable('appUser').set({ language: 'sv' }).where('id', '=', swede.id).execute();
    swedishToken = await loginAs(server.app, swede);
    patientId = (await createPatient(db, { clinicIds: [clinic.clinicId] })).id;
    strangerId = (await createPatient(db, { clinicIds: [otherClinic.clinicId] })).id;
    const insert = (name: string, type: 'One day intervention' | 'Start and end date') =>
      db
        .insertInto('intervention')
        .values({ name, description: `${name} (test)`, type })
        .returning('id')
        .executeTakeFirstOrThrow();
    oneDay = (await insert('Clinic visit', 'One day intervention')).id;
    startAndEnd = (await insert('Desmopressin', 'Start and end date')).id;
    await db
      .insertInto('interventionLanguage')
      .values({ interventionId: oneDay, language: 'sv', name: 'Klinikbesök' })
      .execute();
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = nurseToken) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authHeaders(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const create = (body: object) => call('POST', '/intervention-patient/create', body);
  const list = async (id = patientId) => {
    const response = await call('GET', `/intervention-patient/all/patient/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PatientIntervention[]>();
  };
  const valid = () => ({
    intervention: { idintervention: startAndEnd },
    patientId,
    comment: 'Desmopressin 0.2 mg at bedtime',
    startDate: '2026-03-02',
    endDate: '2026-03-30',
  });

  it('the catalogue lists every intervention, named in the reader’s language', async () => {
    const english = await call('GET', '/intervention/all');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual([
      {
        idintervention: oneDay,
        name: 'Clinic visit',
        description: 'Clinic visit (test)',
        type: 'One day intervention',
        nameLanguage: 'Clinic visit',
      },
      expect.objectContaining({ idintervention: startAndEnd, nameLanguage: 'Desmopressin' }),
    ]);
    const swedish = await call('GET', '/intervention/all', undefined, swedishToken);
    expect(swedish.json()).toContainEqual(expect.objectContaining({ nameLanguage: 'Klinikbesök' }));
  });

  it('a nurse records a start-and-end intervention; it is listed with who recorded it', async () => {
    const response = await create(valid());
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<PatientIntervention>();
    expect(created).toMatchObject({
      intervention: { idintervention: startAndEnd, type: 'Start and end date' },
      patient: { idpatient: patientId },
      patientId,
      comment: 'Desmopressin 0.2 mg at bedtime',
      startDate: '2026-03-02',
      endDate: '2026-03-30',
      createdBy: nurseName,
    });
    expect(await list()).toContainEqual(created);
  });

  it('a one-day intervention ends the day it starts; an ongoing one has no end', async () => {
    const visit = await create({
      ...valid(),
      intervention: { idintervention: oneDay },
      startDate: '2026-04-01',
    });
    expect(visit.json()).toMatchObject({ startDate: '2026-04-01', endDate: '2026-04-01' });
    const ongoing = await create({ ...valid(), startDate: '2026-04-05', endDate: null });
    expect(ongoing.json()).toMatchObject({ startDate: '2026-04-05', endDate: null });
    const starts = (await list()).map((record) => record.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('the list names the intervention in the reader’s language', async () => {
    const response = await call(
      'GET',
      `/intervention-patient/all/patient/${patientId}`,
      undefined,
      swedishToken,
    );
    const names = response.json<PatientIntervention[]>().map((record) => record.intervention.nameLanguage);
    expect(names).toContain('Klinikbesök');
  });

  const incomplete: [string, object][] = [
    ['no intervention', { intervention: null }],
    ['an intervention without id', { intervention: {} }],
    ['no comment', { comment: undefined }],
    ['a blank comment', { comment: '  ' }],
    ['no start date', { startDate: null }],
    ['an empty start date', { startDate: '' }],
  ];
  for (const [name, change] of incomplete) {
    it(`${name}: 400 '${INTERVENTION_MESSAGES.fillAllFields}', nothing stored`, async () => {
      const before = await databaseFingerprint(db());
      const response = await create({ ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please fill in all the fields',
        code: 'BAD_REQUEST',
        messageId: 'intervention.fillAllFields',
      });
      expect(await databaseFingerprint(db())).toEqual(before);
    });
  }

  const wrongDates: [string, object][] = [
    ['start after end', { startDate: '2026-03-31', endDate: '2026-03-30' }],
    ['a start that is no date', { startDate: '2026-02-30' }],
    ['an end that is no date', { endDate: 'soon' }],
  ];
  for (const [name, change] of wrongDates) {
    it(`${name}: 400 '${INTERVENTION_MESSAGES.wrongDate}', nothing stored`, async () => {
      const before = await databaseFingerprint(db());
      const response = await create({ ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Error, wrong date',
        code: 'BAD_REQUEST',
        messageId: 'intervention.wrongDate',
      });
      expect(await databaseFingerprint(db())).toEqual(before);
    });
  }

  it('an intervention that does not exist: 400, nothing stored', async () => {
    const before = await databaseFingerprint(db());
    const response = await create({ ...valid(), intervention: { idintervention: 999_999 } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Could not find the intervention');
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('a nurse corrects the comment, the intervention and the dates', async () => {
    const created = (await create(valid())).json<PatientIntervention>();
    const response = await call('PUT', '/intervention-patient/update', {
      ...valid(),
      idinterventionPatient: created.idinterventionPatient,
      intervention: { idintervention: oneDay },
      comment: 'Visit moved',
      startDate: '2026-05-04',
      endDate: '2026-05-20',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      idinterventionPatient: created.idinterventionPatient,
      intervention: { idintervention: oneDay },
      comment: 'Visit moved',
      startDate: '2026-05-04',
      endDate: '2026-05-04',
    });
    expect(await list()).toContainEqual(expect.objectContaining({ comment: 'Visit moved' }));
  });

  it('an update with the spec’s problems is refused with its message and changes nothing', async () => {
    const created = (await create(valid())).json<PatientIntervention>();
    const update = (change: object) =>
      call('PUT', '/intervention-patient/update', {
        ...valid(),
        idinterventionPatient: created.idinterventionPatient,
        ...change,
      });
    const before = await databaseFingerprint(db());
    const late = await update({ startDate: '2026-04-01', endDate: '2026-03-01' });
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([400, 'Error, wrong date']);
    const empty = await update({ comment: '' });
    expect([empty.statusCode, empty.json<{ message: string }>().message]).toEqual([
      400,
      'Please fill in all the fields',
    ]);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('a record of another patient, or none, is not found and nothing changes', async () => {
    const other = (await createPatient(db(), { clinicIds: [clinicId] })).id;
    const created = (await create(valid())).json<PatientIntervention>();
    const before = await databaseFingerprint(db());
    for (const [idinterventionPatient, owner] of [
      [created.idinterventionPatient, other],
      [999_999, patientId],
    ] as const) {
      const response = await call('PUT', '/intervention-patient/update', {
        ...valid(),
        patientId: owner,
        idinterventionPatient,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Could not find the patient intervention');
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('another clinic’s patient is 404 on every call, and nothing changes', async () => {
    const [strangerRecord] = await db()
      .insertInto('patientIntervention')
      .values({ patientId: strangerId, interventionId: oneDay, comment: 'Theirs', startDate: '2026-01-05' })
      .returning('id')
      .execute();
    const before = await databaseFingerprint(db());
    const responses = [
      await call('GET', `/intervention-patient/all/patient/${strangerId}`),
      await create({ ...valid(), patientId: strangerId }),
      await call('PUT', '/intervention-patient/update', {
        ...valid(),
        patientId: strangerId,
        idinterventionPatient: strangerRecord!.id,
      }),
      await call('GET', '/intervention-patient/all/patient/999999'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(
        'No patient with that id, try another patient',
      );
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('a body without a patient is bad input', async () => {
    const { patientId: _left, ...body } = valid();
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please fill in all the fields');
  });
});
