import {
  CATEGORY_MESSAGE_DEFAULTS,
  CATEGORY_MESSAGE_TEXTS,
  PATIENT_MESSAGES,
  type CategoryMessage,
  type CategoryMessageSaved,
  type PatientCategoryMessage,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { diagnosisCategory, messagePatient } from './test-world.ts';

describe('category messages', () => {
  let server: TestApp;
  let adminToken: string;
  let nurseToken: string;
  let clinicId: number;
  let productAdminId: number;

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    ({ clinicId } = await createClinic(db));
    const productAdmin = await createUser(db, { role: 'ROLE_MYAPPADMIN', clinicIds: [clinicId] });
    productAdminId = productAdmin.id;
    adminToken = await loginAs(server.app, productAdmin);
    nurseToken = await loginAs(server.app, await createUser(db, { clinicIds: [clinicId] }));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const fingerprint = () => databaseFingerprint(db());
  const save = (body: object, sendNow = false, token = adminToken) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/category-message/${sendNow}`,
      headers: authHeaders(token),
      payload: body,
    });
  const read = (
    categoryId: number,
    language: string | null,
    categoryType = 'RULE_BASED',
    token = adminToken,
  ) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/category-message/by-category-id-and-type?${new URLSearchParams({
        categoryId: String(categoryId),
        categoryType,
        ...(language === null ? {} : { language }),
      }).toString()}`,
      headers: authHeaders(token),
    });
  const remove = (id: number, token = adminToken) =>
    server.app.inject({
      method: 'DELETE',
      url: `/api/v1/category-message/${id}`,
      headers: authHeaders(token),
    });
  const message = (categoryId: number, change: object = {}) => ({
    categoryId,
    categoryType: 'RULE_BASED',
    language: 'sv',
    messageTitle: 'Kväll',
    messageText: 'Kom ihåg larmet i kväll!',
    ...change,
  });
  const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  it('a new message takes the defaults: enabled, more than once, watch, phone, not sent, 18:00, version 1', async () => {
    const categoryId = await diagnosisCategory(db());
    const created = await save(message(categoryId));
    expect(created.statusCode).toBe(200);
    expect(created.json<CategoryMessageSaved>()).toMatchObject({
      ...CATEGORY_MESSAGE_DEFAULTS,
      categoryId,
      categoryType: 'RULE_BASED',
      language: 'sv',
      messageTitle: 'Kväll',
      messageText: 'Kom ihåg larmet i kväll!',
      version: 1,
      queuedDeliveries: 0,
    });
    const shown = await read(categoryId, 'sv');
    expect(shown.json<CategoryMessage>()).toEqual(
      expect.objectContaining({ idcategoryMessage: created.json<CategoryMessage>().idcategoryMessage }),
    );
  });

  it('a category without a message in the language answers null', async () => {
    const categoryId = await diagnosisCategory(db());
    await save(message(categoryId, { language: 'en' }));
    const shown = await read(categoryId, 'de');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toBeNull();
  });

  it('fa, uk and ar are message languages too', async () => {
    const categoryId = await diagnosisCategory(db());
    for (const language of ['fa', 'uk', 'ar']) {
      expect((await save(message(categoryId, { language }))).statusCode).toBe(200);
    }
    expect((await read(categoryId, 'ar')).json<CategoryMessage>().language).toBe('ar');
  });

  it('an unsent message keeps its version when saved again', async () => {
    const categoryId = await diagnosisCategory(db());
    const first = (await save(message(categoryId))).json<CategoryMessage>();
    const again = await save(
      message(categoryId, { idcategoryMessage: first.idcategoryMessage, hoursWhenToSend: 7 }),
    );
    expect(again.json<CategoryMessage>()).toMatchObject({
      idcategoryMessage: first.idcategoryMessage,
      uuid: first.uuid,
      version: 1,
      hoursWhenToSend: 7,
    });
    const rows = await db()
      .selectFrom('categoryMessage')
      .select('id')
      .where('uuid', '=', first.uuid)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('saving without an id edits the category’s message in that language, never a second one', async () => {
    const categoryId = await diagnosisCategory(db());
    const first = (await save(message(categoryId))).json<CategoryMessage>();
    const second = (await save(message(categoryId, { messageText: 'Ny text' }))).json<CategoryMessage>();
    expect(second).toMatchObject({ idcategoryMessage: first.idcategoryMessage, messageText: 'Ny text' });
  });

  it('a sent message saved with a change becomes version 2; version 1 stays as history', async () => {
    const categoryId = await diagnosisCategory(db());
    await messagePatient(db(), { clinicId });
    const sent = (await save(message(categoryId), true)).json<CategoryMessageSaved>();
    expect(sent).toMatchObject({ version: 1, sentToPatients: true, queuedDeliveries: 1 });

    const edited = await save(
      message(categoryId, { idcategoryMessage: sent.idcategoryMessage, messageText: 'Ny' }),
    );
    expect(edited.json<CategoryMessage>()).toMatchObject({
      uuid: sent.uuid,
      version: 2,
      messageText: 'Ny',
      sentToPatients: false,
    });
    expect(edited.json<CategoryMessage>().idcategoryMessage).not.toBe(sent.idcategoryMessage);
    const versions = await db()
      .selectFrom('categoryMessage')
      .select(['version', 'messageText', 'supersededAt', 'sentToPatients'])
      .where('uuid', '=', sent.uuid)
      .orderBy('version')
      .execute();
    expect(versions).toMatchObject([
      { version: 1, messageText: 'Kom ihåg larmet i kväll!', sentToPatients: true },
      { version: 2, messageText: 'Ny', supersededAt: null, sentToPatients: false },
    ]);
    expect(versions[0]!.supersededAt).not.toBeNull();
    expect((await read(categoryId, 'sv')).json<CategoryMessage>().version).toBe(2);
  });

  it('an editor showing an old version saves onto the current one', async () => {
    const categoryId = await diagnosisCategory(db());
    await messagePatient(db(), { clinicId });
    const v1 = (await save(message(categoryId), true)).json<CategoryMessage>();
    await save(message(categoryId, { idcategoryMessage: v1.idcategoryMessage, messageText: 'Två' }), true);
    const v3 = await save(
      message(categoryId, { idcategoryMessage: v1.idcategoryMessage, messageText: 'Tre' }),
    );
    expect(v3.json<CategoryMessage>()).toMatchObject({ uuid: v1.uuid, version: 3, messageText: 'Tre' });
  });

  it('a sent message saved unchanged stays the same version', async () => {
    const categoryId = await diagnosisCategory(db());
    await messagePatient(db(), { clinicId });
    const sent = (await save(message(categoryId), true)).json<CategoryMessage>();
    const before = await fingerprint();
    const again = await save(message(categoryId, { idcategoryMessage: sent.idcategoryMessage }));
    expect(again.json<CategoryMessage>()).toMatchObject({
      idcategoryMessage: sent.idcategoryMessage,
      version: 1,
    });
    expect(await fingerprint()).toEqual(before);
  });

  describe('refusals change nothing', () => {
    let categoryId: number;
    beforeAll(async () => {
      categoryId = await diagnosisCategory(db());
    });

    const refusals: [string, () => object, number, string][] = [
      [
        'no language',
        () => message(categoryId, { language: null }),
        400,
        CATEGORY_MESSAGE_TEXTS.selectLanguage,
      ],
      [
        'an unknown language',
        () => message(categoryId, { language: 'xx' }),
        400,
        CATEGORY_MESSAGE_TEXTS.selectLanguage,
      ],
      ['no text', () => message(categoryId, { messageText: '' }), 400, CATEGORY_MESSAGE_TEXTS.emptyText],
      [
        'a blank text',
        () => message(categoryId, { messageText: '   ' }),
        400,
        CATEGORY_MESSAGE_TEXTS.emptyText,
      ],
      [
        'an empty hour',
        () => message(categoryId, { hoursWhenToSend: null }),
        400,
        CATEGORY_MESSAGE_TEXTS.hours,
      ],
      ['hour 24', () => message(categoryId, { hoursWhenToSend: 24 }), 400, CATEGORY_MESSAGE_TEXTS.hours],
      ['hour −1', () => message(categoryId, { hoursWhenToSend: -1 }), 400, CATEGORY_MESSAGE_TEXTS.hours],
      ['hour 6.5', () => message(categoryId, { hoursWhenToSend: 6.5 }), 400, CATEGORY_MESSAGE_TEXTS.hours],
      [
        'hour "six"',
        () => message(categoryId, { hoursWhenToSend: 'six' }),
        400,
        CATEGORY_MESSAGE_TEXTS.hours,
      ],
      ['an unknown category', () => message(2_000_000), 404, CATEGORY_MESSAGE_TEXTS.categoryNotFound],
      [
        'All Patients',
        () => message(-1, { categoryType: 'CUSTOM' }),
        404,
        CATEGORY_MESSAGE_TEXTS.categoryNotFound,
      ],
      [
        'an unknown message id',
        () => message(categoryId, { idcategoryMessage: 2_000_000 }),
        404,
        CATEGORY_MESSAGE_TEXTS.missing,
      ],
    ];
    for (const [name, body, status, text] of refusals) {
      it(`${name}: '${text}'`, async () => {
        const before = await fingerprint();
        const response = await save(body());
        expect(response.statusCode).toBe(status);
        expect(messageOf(response)).toBe(text);
        expect(await fingerprint()).toEqual(before);
      });
    }

    it('the rules are checked in the spec’s order: language, text, hour', async () => {
      const all = { language: 'xx', messageText: '', hoursWhenToSend: 99 };
      expect(messageOf(await save(message(categoryId, all)))).toBe(CATEGORY_MESSAGE_TEXTS.selectLanguage);
      expect(messageOf(await save(message(categoryId, { ...all, language: 'sv' })))).toBe(
        CATEGORY_MESSAGE_TEXTS.emptyText,
      );
    });

    it('sending a disabled message now is refused and nothing is saved', async () => {
      await messagePatient(db(), { clinicId });
      const before = await fingerprint();
      const response = await save(message(categoryId, { isEnabled: false }), true);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.notEnabled);
      expect(await fingerprint()).toEqual(before);
    });

    it('reading without a language asks for one', async () => {
      const response = await read(categoryId, null);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.selectLanguage);
    });
  });

  it('a text hour like "7" is taken as 7', async () => {
    const categoryId = await diagnosisCategory(db());
    expect(
      (await save(message(categoryId, { hoursWhenToSend: '7' }))).json<CategoryMessage>().hoursWhenToSend,
    ).toBe(7);
  });

  it('send-now queues the message at once for every current member, per channel', async () => {
    const icdCode = 'N39.43';
    const categoryId = await diagnosisCategory(db(), { icdCode });
    const withWatch = await messagePatient(db(), { clinicId, icdCode, watch: true });
    const phoneOnly = await messagePatient(db(), { clinicId, icdCode });
    await messagePatient(db(), { clinicId, diagnosed: false });
    await messagePatient(db(), { clinicId, icdCode, language: 'en' });
    await messagePatient(db(), { clinicId, icdCode, inactive: true });
    const sent = (await save(message(categoryId), true)).json<CategoryMessageSaved>();
    expect(sent.queuedDeliveries).toBe(3);
    const rows = await db()
      .selectFrom('categoryMessageDelivery')
      .select(['patientId', 'channel'])
      .where('messageUuid', '=', sent.uuid)
      .orderBy('patientId')
      .orderBy('channel')
      .execute();
    expect(rows).toEqual([
      { patientId: withWatch, channel: 'phone' },
      { patientId: withWatch, channel: 'watch' },
      { patientId: phoneOnly, channel: 'phone' },
    ]);
    // The same day, a second send-now of a daily message finds everyone already served.
    expect(
      (
        await save(message(categoryId, { idcategoryMessage: sent.idcategoryMessage }), true)
      ).json<CategoryMessageSaved>().queuedDeliveries,
    ).toBe(0);
  });

  describe('delete', () => {
    it('deletes a message not yet sent', async () => {
      const categoryId = await diagnosisCategory(db());
      const created = (await save(message(categoryId))).json<CategoryMessage>();
      const response = await remove(created.idcategoryMessage);
      expect(response.statusCode).toBe(204);
      expect((await read(categoryId, 'sv')).json()).toBeNull();
    });

    it(`an unknown message: '${CATEGORY_MESSAGE_TEXTS.missingToDelete}'`, async () => {
      const before = await fingerprint();
      const response = await remove(2_000_000);
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.missingToDelete);
      expect(await fingerprint()).toEqual(before);
    });

    it('a superseded version is no message to delete', async () => {
      const categoryId = await diagnosisCategory(db());
      await messagePatient(db(), { clinicId });
      const v1 = (await save(message(categoryId), true)).json<CategoryMessage>();
      await save(message(categoryId, { messageText: 'Ny' }));
      const before = await fingerprint();
      const response = await remove(v1.idcategoryMessage);
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.missingToDelete);
      expect(await fingerprint()).toEqual(before);
    });

    it('a message patients have received is kept', async () => {
      const categoryId = await diagnosisCategory(db());
      await messagePatient(db(), { clinicId });
      const sent = (await save(message(categoryId), true)).json<CategoryMessage>();
      const before = await fingerprint();
      const response = await remove(sent.idcategoryMessage);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.alreadySent);
      expect(await fingerprint()).toEqual(before);
    });
  });

  describe('who may', () => {
    it('only the product admin edits and reads messages', async () => {
      const categoryId = await diagnosisCategory(db());
      const before = await fingerprint();
      expect((await save(message(categoryId), false, nurseToken)).statusCode).toBe(403);
      expect((await read(categoryId, 'sv', 'RULE_BASED', nurseToken)).statusCode).toBe(403);
      expect(await fingerprint()).toEqual(before);
    });

    it('another user’s private category and list are not found', async () => {
      const other = await createUser(db(), { clinicIds: [clinicId] });
      const privateCategory = await diagnosisCategory(db(), { createdBy: other.id });
      const list = await db()
        .insertInto('customUserCategory')
        .values({ userId: other.id, name: 'Mina' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await fingerprint();
      for (const body of [message(privateCategory), message(list.id, { categoryType: 'CUSTOM' })]) {
        const response = await save(body);
        expect(response.statusCode).toBe(404);
        expect(messageOf(response)).toBe(CATEGORY_MESSAGE_TEXTS.categoryNotFound);
      }
      expect((await read(privateCategory, 'sv')).statusCode).toBe(404);
      expect(await fingerprint()).toEqual(before);
    });

    it('the product admin’s own list carries messages', async () => {
      const list = await db()
        .insertInto('customUserCategory')
        .values({ userId: productAdminId, name: 'Kvällslistan' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const patientId = await messagePatient(db(), { clinicId, diagnosed: false });
      await db().insertInto('customUserCategoryPatient').values({ categoryId: list.id, patientId }).execute();
      const sent = await save(message(list.id, { categoryType: 'CUSTOM' }), true);
      expect(sent.json<CategoryMessageSaved>()).toMatchObject({
        categoryType: 'CUSTOM',
        queuedDeliveries: 1,
      });
      expect((await read(list.id, 'sv', 'CUSTOM')).json<CategoryMessage>().categoryId).toBe(list.id);
    });
  });

  describe("a patient's category messages", () => {
    const history = (patientId: number, token = nurseToken) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1/patients/${patientId}/category-messages`,
        headers: authHeaders(token),
      });

    it('lists what the patient was sent, per channel, with its read state', async () => {
      const categoryId = await diagnosisCategory(db(), { name: 'Kvällspåminnelse' });
      const patientId = await messagePatient(db(), { clinicId, watch: true });
      const sent = (await save(message(categoryId), true)).json<CategoryMessage>();
      await db()
        .updateTable('categoryMessageDelivery')
        .set({ deliveredAt: new Date(), readAt: new Date() })
        .where('patientId', '=', patientId)
        .where('channel', '=', 'phone')
        .execute();
      const response = await history(patientId);
      expect(response.statusCode).toBe(200);
      const rows = response.json<PatientCategoryMessage[]>();
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.channel === 'phone')).toMatchObject({
        idcategoryMessage: sent.idcategoryMessage,
        version: 1,
        categoryName: 'Kvällspåminnelse',
        messageText: 'Kom ihåg larmet i kväll!',
        readAt: expect.any(String) as string,
        deliveredAt: expect.any(String) as string,
      });
      expect(rows.find((row) => row.channel === 'watch')).toMatchObject({ readAt: null, deliveredAt: null });
    });

    it('the name of another user’s private list is not shown to the nurse, only to its owner', async () => {
      const list = await db()
        .insertInto('customUserCategory')
        .values({ userId: productAdminId, name: 'Min privata lista' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const patientId = await messagePatient(db(), { clinicId, diagnosed: false });
      await db().insertInto('customUserCategoryPatient').values({ categoryId: list.id, patientId }).execute();
      await save(message(list.id, { categoryType: 'CUSTOM' }), true);
      const names = async (token: string) =>
        (await history(patientId, token)).json<PatientCategoryMessage[]>().map((row) => row.categoryName);
      expect(await names(nurseToken)).toEqual([null]);
      expect(await names(adminToken)).toEqual(['Min privata lista']);
    });

    it('a patient without messages has an empty list', async () => {
      const patientId = await messagePatient(db(), { clinicId });
      expect((await history(patientId)).json()).toEqual([]);
    });

    it('another clinic’s patient is not found', async () => {
      const other = await createClinic(db());
      const patientId = await messagePatient(db(), { clinicId: other.clinicId });
      const response = await history(patientId);
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(PATIENT_MESSAGES.noPatient);
    });
  });
});
