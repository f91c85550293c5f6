import {
  PATIENT_MESSAGES,
  PATIENT_MESSAGE_TEXTS,
  type PatientMessage,
  type PatientMessageList,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';

describe('patient messages', () => {
  let server: TestApp;
  let token: string;
  let clinicId: number;

  beforeAll(async () => {
    server = await createTestApp();
    ({ clinicId } = await createClinic(server.database.db));
    token = await loginAs(server.app, await createUser(server.database.db, { clinicIds: [clinicId] }));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const fingerprint = () => databaseFingerprint(db());
  const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
  async function patientWithApp(appVersion: string | null, clinic = clinicId) {
    const { id } = await createPatient(db(), { clinicIds: [clinic] });
    await db().updateTable('patient').set({ appVersion }).where('id', '=', id).execute();
    return id;
  }
  const send = (patientId: number, body: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/patient-message`,
      headers: authHeaders(token),
      payload: body,
    });
  const list = (patientId: number, query: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/patient-messages?${new URLSearchParams(query).toString()}`,
      headers: authHeaders(token),
    });

  it('sends a message to a patient whose app is 2.1.7 or later', async () => {
    const patientId = await patientWithApp('2.1.7');
    const response = await send(patientId, { messageTitle: ' Hej ', messageText: ' Bra jobbat i natt! ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PatientMessage>()).toMatchObject({
      messageTitle: 'Hej',
      messageText: 'Bra jobbat i natt!',
      sentBy: expect.stringContaining('Test') as string,
      phoneDeliveredAt: null,
      watchDeliveredAt: null,
    });
  });

  it('a message without a title is sent (the dialog has asked first)', async () => {
    const patientId = await patientWithApp('2.2.0');
    const response = await send(patientId, { messageText: 'Utan rubrik' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PatientMessage>().messageTitle).toBe('');
  });

  describe('refusals change nothing', () => {
    const refusals: [string, string | null, object, string][] = [
      ['no text', '2.2.0', { messageTitle: 'Hej' }, PATIENT_MESSAGE_TEXTS.fillText],
      ['a blank text', '2.2.0', { messageText: '  ' }, PATIENT_MESSAGE_TEXTS.fillText],
      ['app 2.1.6', '2.1.6', { messageText: 'Hej' }, PATIENT_MESSAGE_TEXTS.oldAppVersion],
      [
        'app 2.0 (not five characters: counts as 200)',
        '2.0',
        { messageText: 'Hej' },
        PATIENT_MESSAGE_TEXTS.oldAppVersion,
      ],
      [
        'app 2.1.10 (six characters: counts as 200)',
        '2.1.10',
        { messageText: 'Hej' },
        PATIENT_MESSAGE_TEXTS.oldAppVersion,
      ],
      ['no app version', null, { messageText: 'Hej' }, PATIENT_MESSAGE_TEXTS.oldAppVersion],
    ];
    for (const [name, appVersion, body, text] of refusals) {
      it(`${name}: '${text}'`, async () => {
        const patientId = await patientWithApp(appVersion);
        const before = await fingerprint();
        const response = await send(patientId, body);
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe(text);
        expect(await fingerprint()).toEqual(before);
      });
    }

    it('another clinic’s patient is not found, for sending and for the list', async () => {
      const patientId = await patientWithApp('2.2.0', (await createClinic(db())).clinicId);
      const before = await fingerprint();
      for (const response of [await send(patientId, { messageText: 'Hej' }), await list(patientId)]) {
        expect(response.statusCode).toBe(404);
        expect(messageOf(response)).toBe(PATIENT_MESSAGES.noPatient);
      }
      expect(await fingerprint()).toEqual(before);
    });
  });

  it('the list shows 3 newest first, then pages of 5 with the total', async () => {
    const patientId = await patientWithApp('2.2.0');
    for (let n = 1; n <= 9; n += 1) {
      await db()
        .insertInto('patientMessage')
        .values({ patientId, text: `Meddelande ${n}`, createdAt: `2026-03-0${n}T10:00:00Z` })
        .execute();
    }
    const first = (await list(patientId)).json<PatientMessageList>();
    expect(first.total).toBe(9);
    expect(first.messages.map((message) => message.messageText)).toEqual([
      'Meddelande 9',
      'Meddelande 8',
      'Meddelande 7',
    ]);
    const more = (await list(patientId, { offset: '3', limit: '5' })).json<PatientMessageList>();
    expect(more.messages.map((message) => message.messageText)).toEqual([
      'Meddelande 6',
      'Meddelande 5',
      'Meddelande 4',
      'Meddelande 3',
      'Meddelande 2',
    ]);
    const last = (await list(patientId, { offset: '8', limit: '5' })).json<PatientMessageList>();
    expect(last.messages.map((message) => message.messageText)).toEqual(['Meddelande 1']);
    expect((await list(patientId, { offset: '9', limit: '5' })).json<PatientMessageList>().messages).toEqual(
      [],
    );
  });

  it('a patient without messages has an empty list', async () => {
    const patientId = await patientWithApp('2.2.0');
    expect((await list(patientId)).json<PatientMessageList>()).toEqual({ messages: [], total: 0 });
  });
});
