import { MOBILE_MESSAGES, PATIENT_MESSAGES, type ApiError, type RegistrationResponse } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, createUser, loginAs } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createMobileWorld, type Phone } from './test-world.ts';

describe('the patient’s watch', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let phone: Phone;
  beforeAll(async () => {
    world = await createMobileWorld();
    phone = await world.register();
  });
  afterAll(() => world.server.close());

  const pairingCode = async (token = phone.token) => {
    const response = await world.device('POST', '/mobile/watch/pairing-code', token);
    expect(response.statusCode).toBe(201);
    return response.json<{ code: string; expiresAt: string }>().code;
  };
  const pair = (code: string) =>
    world.device('POST', '/mobile/watch/pair', null, { code, appVersion: '1.0.3' });

  it('pairs with a code from the phone and gets a credential of its own for the same patient', async () => {
    const code = await pairingCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const response = await pair(code.toLowerCase());
    expect(response.statusCode).toBe(201);
    const { deviceToken, patient } = response.json<{
      deviceToken: string;
      patient: { patientId: number; device: string };
    }>();
    expect(patient).toMatchObject({ patientId: phone.patientId, device: 'watch' });
    const me = await world.device('GET', '/mobile/me', deviceToken);
    expect(me.json()).toMatchObject({ patientId: phone.patientId, device: 'watch' });
    // The watch's version is its own; the patient's app version stays the phone's.
    const patientRow = await world.db
      .selectFrom('patient')
      .select('appVersion')
      .where('id', '=', phone.patientId)
      .executeTakeFirstOrThrow();
    expect(patientRow.appVersion).toBe('2.1.8');
  });

  it('a code works once, only for ten minutes, and a new code voids the previous one', async () => {
    const used = await pairingCode();
    expect((await pair(used)).statusCode).toBe(201);
    expect((await pair(used)).json()).toEqual({
      message: MOBILE_MESSAGES.pairingCodeWrong,
      code: 'UNAUTHORIZED',
      messageId: 'mobile.pairingCodeWrong',
    });

    const voided = await pairingCode();
    const current = await pairingCode();
    expect((await pair(voided)).statusCode).toBe(401);

    await world.db
      .updateTable('watchPairingCode')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('usedAt', 'is', null)
      .execute();
    expect((await pair(current)).statusCode).toBe(401);
    expect((await pair('NOTACODE')).statusCode).toBe(401);
  });

  it('only the phone issues codes', async () => {
    const watch = (await pair(await pairingCode())).json<RegistrationResponse>().deviceToken;
    const response = await world.device('POST', '/mobile/watch/pairing-code', watch);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().message).toBe(MOBILE_MESSAGES.phoneOnly);
  });

  it('pairing a new watch logs the earlier one out', async () => {
    const first = (await pair(await pairingCode())).json<RegistrationResponse>().deviceToken;
    const second = (await pair(await pairingCode())).json<RegistrationResponse>().deviceToken;
    expect((await world.device('GET', '/mobile/me', first)).statusCode).toBe(401);
    expect((await world.device('GET', '/mobile/me', second)).statusCode).toBe(200);
  });

  it('staff log the watch out at once: its next call is 401, the phone goes on', async () => {
    const watch = (await pair(await pairingCode())).json<RegistrationResponse>().deviceToken;
    const pending = await pairingCode();
    const response = await world.staff('DELETE', `/session/smartwatch/patient/${phone.patientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Patient logged out' });
    const refused = await world.device('GET', '/mobile/messages', watch);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: MOBILE_MESSAGES.deviceLoggedOut,
      code: 'UNAUTHORIZED',
      messageId: 'mobile.deviceLoggedOut',
    });
    expect((await pair(pending)).statusCode).toBe(401);
    expect((await world.device('GET', '/mobile/me', phone.token)).statusCode).toBe(200);
  });

  it('staff of another clinic get 404 and log nothing out', async () => {
    const watch = (await pair(await pairingCode())).json<RegistrationResponse>().deviceToken;
    const elsewhere = await createClinic(world.db);
    const stranger = await loginAs(
      world.server.app,
      await createUser(world.db, { clinicIds: [elsewhere.clinicId] }),
    );
    await world.settle();
    const before = await databaseFingerprint(world.db);
    const response = await world.staff('DELETE', `/session/smartwatch/patient/${phone.patientId}`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().message).toBe(PATIENT_MESSAGES.noPatient);
    expect(await databaseFingerprint(world.db)).toEqual(before);
    expect((await world.device('GET', '/mobile/me', watch)).statusCode).toBe(200);
  });

  it('GET /alarm-types lists the alarm types with their names per language', async () => {
    const type = await world.db
      .insertInto('alarmType')
      .values({ name: 'Wireless alarm' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.db
      .insertInto('alarmTypeLanguage')
      .values({ alarmTypeId: type.id, language: 'de', name: 'Funkalarm' })
      .execute();
    const response = await world.staff('GET', '/alarm-types');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      idalarmType: type.id,
      alarmType: 'Wireless alarm',
      typeName: 'Wireless alarm',
      languages: [{ language: 'de', alarmTypeLanguageName: 'Funkalarm' }],
    });
  });
});
