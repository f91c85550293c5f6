import { patientListResponseSchema, patientDetailsSchema, reviewedAnswerSchema } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { createMobileWorld, dryNight, nightAgo, wetNight, type Phone } from '../mobile/test-world.ts';

/** The "reviewed" mark (PUT /patients/{id}/reviewed) and "new data since review" in the list. */
describe('reviewed marks', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let phone: Phone;
  let colleagueToken: string;
  let colleagueName: string;
  beforeAll(async () => {
    world = await createMobileWorld();
    phone = await world.register();
    const colleague = await createUser(world.db, { clinicIds: [world.clinic.clinicId] });
    colleagueName = `Test ${colleague.username}`;
    colleagueToken = await loginAs(world.server.app, colleague);
  });
  afterAll(() => world.server.close());

  const sendNights = async (nights: object[]) => {
    const response = await world.device('POST', '/mobile/nightly-entries', phone.token, { entries: nights });
    expect(response.statusCode, response.body).toBe(200);
  };
  const review = (patientId: number, token = world.nurseToken) =>
    world.staff('PUT', `/patients/${patientId}/reviewed`, token);
  const list = async (query = '', token = world.nurseToken) => {
    const response = await world.staff('GET', `/patients/status?pageSize=500${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return patientListResponseSchema.parse(response.json()).patients;
  };
  const rowOf = async (patientId: number, token = world.nurseToken) =>
    (await list('', token)).find((row) => row.idpatient === patientId)!;

  it('a patient with nights and no review has new data; without nights, nothing to review', async () => {
    await sendNights([dryNight(nightAgo(2))]);
    const quiet = await createPatient(world.db, { clinicIds: [world.clinic.clinicId] });
    expect(await rowOf(phone.patientId)).toMatchObject({ reviewed: null, newDataSinceReview: true });
    expect(await rowOf(quiet.id)).toMatchObject({ reviewed: null, newDataSinceReview: false });
  });

  it('a colleague marks the patient reviewed: the whole team sees when and by whom, and the new data is seen', async () => {
    const response = await review(phone.patientId, colleagueToken);
    expect(response.statusCode, response.body).toBe(200);
    const { reviewed } = reviewedAnswerSchema.parse(response.json());
    expect(reviewed.name).toBe(colleagueName);
    // The other nurse's list and the patient's details show the colleague's mark.
    expect(await rowOf(phone.patientId)).toMatchObject({ reviewed, newDataSinceReview: false });
    const details = patientDetailsSchema.parse(
      (await world.staff('GET', `/patients/${phone.patientId}`)).json(),
    );
    expect(details.patient).toMatchObject({ reviewed, newDataSinceReview: false });
  });

  it('a night from the phone after the review marks the patient again; a new review clears it', async () => {
    const before = (await rowOf(phone.patientId)).reviewed!;
    await sendNights([wetNight(nightAgo(1))]);
    expect(await rowOf(phone.patientId)).toMatchObject({ reviewed: before, newDataSinceReview: true });
    const again = reviewedAnswerSchema.parse((await review(phone.patientId)).json()).reviewed;
    expect(Date.parse(again.at)).toBeGreaterThanOrEqual(Date.parse(before.at));
    expect(again.name).not.toBe(colleagueName);
    expect(await rowOf(phone.patientId)).toMatchObject({ reviewed: again, newDataSinceReview: false });
  });

  it('the filter keeps only patients not reviewed since new data, and counts them', async () => {
    const other = await world.register({ childName: 'Nils Berg' });
    await world.device('POST', '/mobile/nightly-entries', other.token, { entries: [dryNight(nightAgo(1))] });
    const response = await world.staff('GET', '/patients/status?review=new-data&pageSize=500');
    const page = patientListResponseSchema.parse(response.json());
    expect(page.patients.map((row) => row.idpatient)).toEqual([other.patientId]);
    expect(page.total).toBe(1);
    expect(page.patients.every((row) => row.newDataSinceReview)).toBe(true);
  });

  it('the REVIEW sort puts the patients not reviewed since new data first, and reversed last', async () => {
    const rows = await list('&sort=REVIEW');
    const flags = rows.map((row) => row.newDataSinceReview);
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const reversed = (await list('&sort=REVIEW&direction=desc')).map((row) => row.newDataSinceReview);
    expect(reversed).toEqual([...reversed].sort((a, b) => Number(a) - Number(b)));
  });

  it('an unknown review filter is refused with a clear message', async () => {
    const response = await world.staff('GET', '/patients/status?review=someday');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Unknown review filter');
  });

  it('each review is in the audit trail with its caller', async () => {
    const rows = await world.db
      .selectFrom('auditTrail')
      .select(['method', 'url', 'status', 'username'])
      .where('url', '=', `/api/v1/patients/${phone.patientId}/reviewed`)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.method === 'PUT' && row.status === 200)).toBe(true);
  });

  it('per role: staff of the clinic may review; outside the scope it is 404 and nothing changes', async () => {
    const db = world.db;
    const elsewhere = await createClinic(db);
    const inClinic = async (role: 'ROLE_SUPERUSER' | 'ROLE_ADMIN') =>
      loginAs(world.server.app, await createUser(db, { role, clinicIds: [world.clinic.clinicId] }));
    for (const token of [await inClinic('ROLE_SUPERUSER'), await inClinic('ROLE_ADMIN')]) {
      expect((await review(phone.patientId, token)).statusCode).toBe(200);
    }
    const outside = [
      await loginAs(world.server.app, await createUser(db, { clinicIds: [elsewhere.clinicId] })),
      await loginAs(
        world.server.app,
        await createUser(db, { role: 'ROLE_ADMIN', clinicIds: [elsewhere.clinicId] }),
      ),
      // Own patients only: the child is not hers.
      await loginAs(
        world.server.app,
        await createUser(db, { clinicIds: [world.clinic.clinicId], patientConnection: 'OWN_PATIENTS' }),
      ),
    ];
    const before = await world.fingerprint();
    for (const token of outside) {
      const response = await review(phone.patientId, token);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(
        'No patient with that id, try another patient',
      );
      expect((await list('', token)).some((row) => row.idpatient === phone.patientId)).toBe(false);
    }
    expect(await world.fingerprint()).toEqual(before);
    const anonymous = await world.server.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${phone.patientId}/reviewed`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
