import {
  ALL_PATIENTS_CATEGORY_ID,
  CATEGORY_MESSAGES,
  PATIENT_MESSAGES,
  type CustomUserCategory,
  type CustomUserCategoryName,
  type CustomUserCategoryWithMessages,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { craftPatient, createCategoryApp } from './test-world.ts';

describe('users’ own patient lists', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  let ours: number[];
  let theirs: number;

  beforeAll(async () => {
    world = await createCategoryApp();
    ours = [];
    for (let index = 0; index < 3; index++) {
      ours.push(await craftPatient(world.db, { clinicId: world.clinics.ours.clinicId }));
    }
    theirs = await craftPatient(world.db, { clinicId: world.clinics.theirs.clinicId });
  });
  afterAll(() => world.server.close());

  const fingerprint = () => databaseFingerprint(world.db);
  let listNumber = 0;
  async function createList(token = world.tokens.user) {
    const response = await world.call('POST', '/customusercategories', token, {
      categoryName: `List ${++listNumber}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<CustomUserCategoryName>();
  }
  const add = (listId: number, patientId: number, token = world.tokens.user) =>
    world.call('PUT', `/customusercategories/${listId}/patients/${patientId}`, token);
  const remove = (listId: number, patientId: number, token = world.tokens.user) =>
    world.call('DELETE', `/customusercategories/${listId}/patients/${patientId}`, token);

  it('a user makes a list, adds patients, and sees them as rows of the patients list', async () => {
    const list = await createList();
    expect(list).toMatchObject({
      categoryType: 'CUSTOM',
      numberOfPatients: 0,
      idruleBasedCategoryUser: null,
    });
    expect(list.idcategoryuser).toBe(list.categoryId);
    expect((await add(list.categoryId, ours[0]!)).statusCode).toBe(204);
    expect((await add(list.categoryId, ours[1]!)).statusCode).toBe(204);
    const lists = (await world.call('GET', '/customusercategories', world.tokens.user)).json<
      CustomUserCategory[]
    >();
    const found = lists.find((entry) => entry.categoryId === list.categoryId)!;
    expect(found.numberOfPatients).toBe(2);
    expect(found.categoryPatientList.map((row) => row.idpatient).sort((a, b) => a - b)).toEqual([
      ours[0],
      ours[1],
    ]);
    expect(found.variables.length).toBeGreaterThan(0);
    expect(Object.keys(found.categoryPatientList[0]!.dangerList)).toHaveLength(found.variables.length);
  });

  it('adding a patient already on the list: ‘Patient is already included in this category’, nothing changes', async () => {
    const list = await createList();
    await add(list.categoryId, ours[0]!);
    const before = await fingerprint();
    const again = await add(list.categoryId, ours[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CATEGORY_MESSAGES.alreadyIncluded });
    expect(await fingerprint()).toEqual(before);
  });

  it('another clinic’s patient cannot be added (404) and nothing changes', async () => {
    const list = await createList();
    const before = await fingerprint();
    const response = await add(list.categoryId, theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: PATIENT_MESSAGES.noPatient });
    expect(await fingerprint()).toEqual(before);
  });

  it('a patient who leaves the scope leaves the list’s rows', async () => {
    const list = await createList();
    const moving = await craftPatient(world.db, { clinicId: world.clinics.ours.clinicId });
    await add(list.categoryId, moving);
    await world.db
      .updateTable('patientClinic')
      .set({ clinicId: world.clinics.theirs.clinicId })
      .where('patientId', '=', moving)
      .execute();
    const lists = (await world.call('GET', '/customusercategories', world.tokens.user)).json<
      CustomUserCategory[]
    >();
    expect(lists.find((entry) => entry.categoryId === list.categoryId)?.categoryPatientList).toEqual([]);
  });

  it('another user’s list is not found: no adding, removing or deleting, and nothing changes', async () => {
    const list = await createList(world.tokens.admin);
    await add(list.categoryId, ours[0]!, world.tokens.admin);
    const before = await fingerprint();
    for (const response of [
      await add(list.categoryId, ours[1]!),
      await remove(list.categoryId, ours[0]!),
      await world.call('DELETE', `/customusercategories/${list.categoryId}`, world.tokens.user),
      await world.call('DELETE', '/customusercategories', world.tokens.user, {
        idcategoryuser: list.categoryId,
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
    }
    expect(await fingerprint()).toEqual(before);
    const mine = (await world.call('GET', '/customusercategories', world.tokens.user)).json<
      CustomUserCategory[]
    >();
    expect(mine.map((entry) => entry.categoryId)).not.toContain(list.categoryId);
  });

  it('a patient is taken off a list; one not on it is 404', async () => {
    const list = await createList();
    await add(list.categoryId, ours[2]!);
    expect((await remove(list.categoryId, ours[2]!)).statusCode).toBe(204);
    const before = await fingerprint();
    const again = await remove(list.categoryId, ours[2]!);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: CATEGORY_MESSAGES.patientNotIncluded });
    expect(await fingerprint()).toEqual(before);
  });

  it('a list is deleted by its id in the path or in the body; its patients stay', async () => {
    const first = await createList();
    const second = await createList();
    await add(first.categoryId, ours[0]!);
    expect(
      (await world.call('DELETE', `/customusercategories/${first.categoryId}`, world.tokens.user)).statusCode,
    ).toBe(204);
    expect(
      (
        await world.call('DELETE', '/customusercategories', world.tokens.user, {
          idcategoryuser: second.categoryId,
        })
      ).statusCode,
    ).toBe(204);
    const left = await world.db
      .selectFrom('customUserCategory')
      .select('id')
      .where('id', 'in', [first.categoryId, second.categoryId])
      .execute();
    expect(left).toEqual([]);
    expect(
      await world.db.selectFrom('patient').select('id').where('id', '=', ours[0]!).execute(),
    ).toHaveLength(1);
  });

  it('‘All Patients’ (−1) counts every patient in scope and cannot be changed', async () => {
    const names = (await world.call('GET', '/customusercategories/nopatients', world.tokens.user)).json<
      CustomUserCategoryName[]
    >();
    const ourCount = await world.db
      .selectFrom('patientClinic')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('clinicId', '=', world.clinics.ours.clinicId)
      .executeTakeFirstOrThrow();
    expect(names[0]).toMatchObject({
      categoryId: ALL_PATIENTS_CATEGORY_ID,
      categoryName: 'All Patients',
      numberOfPatients: Number(ourCount.count),
    });
    expect(names.slice(1).every((entry) => entry.categoryId > 0)).toBe(true);
    const before = await fingerprint();
    for (const response of [
      await add(ALL_PATIENTS_CATEGORY_ID, ours[0]!),
      await remove(ALL_PATIENTS_CATEGORY_ID, ours[0]!),
      await world.call('DELETE', `/customusercategories/${ALL_PATIENTS_CATEGORY_ID}`, world.tokens.user),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CATEGORY_MESSAGES.allPatientsFixed });
    }
    expect(await fingerprint()).toEqual(before);
  });

  const badNames: [string, unknown, number, string][] = [
    ['no name', { categoryName: ' ' }, 400, CATEGORY_MESSAGES.fillCategoryName],
    ['a missing name', {}, 400, CATEGORY_MESSAGES.fillCategoryName],
    ['a name with a slash', { categoryName: 'a/b' }, 400, CATEGORY_MESSAGES.nameCharacters],
    ['All Patients', { categoryName: 'all patients' }, 409, CATEGORY_MESSAGES.nameTaken],
  ];
  for (const [what, payload, status, message] of badNames) {
    it(`${what}: '${message}', and nothing changes`, async () => {
      const before = await fingerprint();
      const response = await world.call('POST', '/customusercategories', world.tokens.user, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('a name the user already has is refused; another user may use it', async () => {
    const list = await createList();
    const before = await fingerprint();
    const again = await world.call('POST', '/customusercategories', world.tokens.user, {
      categoryName: list.categoryName.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CATEGORY_MESSAGES.nameTaken });
    expect(await fingerprint()).toEqual(before);
    const other = await world.call('POST', '/customusercategories', world.tokens.superuser, {
      categoryName: list.categoryName,
    });
    expect(other.statusCode).toBe(200);
  });

  it('the lists with names, patients and their current category messages', async () => {
    const list = await createList();
    await add(list.categoryId, ours[1]!);
    await world.db
      .insertInto('categoryMessage')
      .values({
        categoryType: 'CUSTOM',
        customUserCategoryId: list.categoryId,
        language: 'sv',
        messageTitle: 'Hej',
        messageText: 'Kom ihåg larmet',
      })
      .execute();
    const lists = (
      await world.call('GET', '/customusercategories-withname/patients/messages', world.tokens.user)
    ).json<CustomUserCategoryWithMessages[]>();
    const found = lists.find((entry) => entry.categoryId === list.categoryId)!;
    expect(found.patients).toEqual([
      { idpatient: ours[1], fullName: expect.stringMatching(/^Child /) as string },
    ]);
    expect(found.categoryMessages).toMatchObject([
      {
        categoryId: list.categoryId,
        categoryType: 'CUSTOM',
        language: 'sv',
        messageTitle: 'Hej',
        isEnabled: true,
        hoursWhenToSend: 18,
        version: 1,
      },
    ]);
    const strangers = (
      await world.call('GET', '/customusercategories-withname/patients/messages', world.tokens.stranger)
    ).json<CustomUserCategoryWithMessages[]>();
    expect(strangers).toEqual([]);
  });
});
