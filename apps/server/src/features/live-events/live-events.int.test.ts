import type { LiveChangeKind, PatientConnection, Role } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createClinic, createPatient, createUser, loginAs, type TestUser } from '../../test/factory.ts';
import { listenLocally, openEvents, type EventReader } from '../../test/live-events.ts';

const addMessage = (db: Db, patientIds: readonly number[]) =>
  db
    .insertInto('patientMessage')
    .values(patientIds.map((patientId) => ({ patientId, text: 'How did the night go?' })))
    .execute();

let nightDay = 0;
const addNight = (db: Db, patientIds: readonly number[]) => {
  const night = sql<string>`current_date - ${++nightDay}::integer`;
  return db
    .insertInto('nightlyEntry')
    .values(patientIds.map((patientId) => ({ patientId, night, value: 1, source: 'staff' as const })))
    .execute();
};

const patientsIn = (reader: EventReader, kind?: LiveChangeKind) =>
  [
    ...new Set(
      reader
        .changes()
        .filter((change) => kind === undefined || change.kind === kind)
        .map((change) => change.patientId),
    ),
  ].sort((a, b) => a - b);

describe('GET /events: live changes within the caller’s scope', () => {
  let server: TestApp;
  let baseUrl: string;
  let db: Db;
  /** Patients: in clinic A, in clinic A2 of the same organization, in clinic B, B's with an owner, in no clinic. */
  const patient = { a: 0, a2: 0, b: 0, owned: 0, pool: 0 };
  const clinics = { a: 0, b: 0 };
  let owner: TestUser;

  beforeAll(async () => {
    server = await createTestApp();
    db = server.database.db;
    baseUrl = await listenLocally(server.app);
    const clinicA = await createClinic(db);
    const clinicA2 = await createClinic(db, clinicA.organizationId);
    const clinicB = await createClinic(db);
    owner = await createUser(db, {
      role: 'ROLE_SUPERUSER',
      clinicIds: [clinicB.clinicId],
      patientConnection: 'OWN_PATIENTS',
    });
    patient.a = (await createPatient(db, { clinicIds: [clinicA.clinicId] })).id;
    patient.a2 = (await createPatient(db, { clinicIds: [clinicA2.clinicId] })).id;
    patient.b = (await createPatient(db, { clinicIds: [clinicB.clinicId] })).id;
    patient.owned = (
      await createPatient(db, { clinicIds: [clinicB.clinicId], responsibleUserId: owner.id })
    ).id;
    patient.pool = (await createPatient(db)).id;
    clinics.a = clinicA.clinicId;
    clinics.b = clinicB.clinicId;
  });
  afterAll(() => server.close());

  async function streamOf(
    role: Role,
    patientConnection: PatientConnection,
    clinicIds: number[],
    otherUserId?: number,
  ) {
    const user = await createUser(db, { role, patientConnection, clinicIds, otherUserId });
    return { user, reader: await openEvents(baseUrl, await loginAs(server.app, user)) };
  }

  it('without a session the stream is refused with 401, in the error shape', async () => {
    const anonymous = await openEvents(baseUrl);
    expect(anonymous.status).toBe(401);
    expect(anonymous.received[0]?.data).toMatchObject({ code: 'UNAUTHORIZED' });
    const unknown = await openEvents(baseUrl, 'not-a-session');
    expect(unknown.status).toBe(401);
  });

  it('every role hears about its own patients and nobody else’s', async () => {
    const nurse = await streamOf('ROLE_USER', 'CLINIC', [clinics.a]);
    const readers = {
      nurse: nurse.reader,
      owner: await openEvents(baseUrl, await loginAs(server.app, owner)),
      organizationAdmin: (await streamOf('ROLE_ADMIN', 'ORGANIZATION', [clinics.a])).reader,
      productAdmin: (await streamOf('ROLE_MYAPPADMIN', 'CLINIC', [clinics.b])).reader,
      poolNurse: (await streamOf('ROLE_USER', 'MISSING_CLINIC', [])).reader,
      borrower: (await streamOf('ROLE_USER', 'ANOTHER_USER_PATIENTS', [clinics.b], nurse.user.id)).reader,
    };
    const expected = {
      nurse: [patient.a],
      owner: [patient.owned],
      organizationAdmin: [patient.a, patient.a2],
      productAdmin: [patient.b, patient.owned],
      poolNurse: [patient.pool],
      borrower: [patient.a],
    };
    for (const reader of Object.values(readers)) {
      expect(reader.status).toBe(200);
      await reader.waitFor((event) => event.event === 'ready');
    }

    const everyone = Object.values(patient);
    await addMessage(db, everyone);
    await db.updateTable('patient').set({ firstName: 'Renamed' }).where('id', 'in', everyone).execute();
    // Committed last: once a stream has it, everything before it has been filtered for that stream.
    await addNight(db, everyone);

    for (const [who, reader] of Object.entries(readers)) {
      const own = expected[who as keyof typeof expected].sort((a, b) => a - b);
      await reader.waitForChange((change) => change.kind === 'night' && change.patientId === own.at(-1));
      expect(patientsIn(reader), who).toEqual(own);
      expect(patientsIn(reader, 'message'), who).toEqual(own);
      expect(patientsIn(reader, 'patient'), who).toEqual(own);
      reader.close();
    }
  });

  it('announces new latest values and statuses with their variables; a rolled-back write announces nothing', async () => {
    const { reader } = await streamOf('ROLE_USER', 'CLINIC', [clinics.a]);
    await reader.waitFor((event) => event.event === 'ready');
    const variable = await db
      .selectFrom('patientVariable')
      .select(['id', 'code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

    await db
      .insertInto('patientVariableLatest')
      .values({ patientId: patient.a, variableId: variable.id, value: 3, timeStamp: new Date() })
      .execute();
    const values = await reader.waitForChange((change) => change.kind === 'values');
    expect(values).toEqual({ patientId: patient.a, kind: 'values', variables: [variable.code] });

    await expect(
      db.transaction().execute(async (transaction) => {
        await addNight(transaction, [patient.a]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await addMessage(db, [patient.a]);
    await reader.waitForChange((change) => change.kind === 'message');
    expect(patientsIn(reader, 'night')).toEqual([]);
    reader.close();
  });

  it('announces a colleague’s review of a patient in scope, and only to those who see the patient', async () => {
    const { reader } = await streamOf('ROLE_USER', 'CLINIC', [clinics.a]);
    const outsider = await streamOf('ROLE_USER', 'CLINIC', [clinics.b]);
    await reader.waitFor((event) => event.event === 'ready');
    await outsider.reader.waitFor((event) => event.event === 'ready');
    const colleague = await createUser(db, { clinicIds: [clinics.a] });
    const reviewed = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${patient.a}/reviewed`,
      headers: { 'x-auth-token': await loginAs(server.app, colleague) },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(await reader.waitForChange((change) => change.kind === 'review')).toEqual({
      patientId: patient.a,
      kind: 'review',
    });
    // A message to the outsider's own patient comes after; the review never reached them.
    await addMessage(db, [patient.b]);
    await outsider.reader.waitForChange((change) => change.kind === 'message');
    expect(patientsIn(outsider.reader, 'review')).toEqual([]);
    reader.close();
    outsider.reader.close();
  });
});
