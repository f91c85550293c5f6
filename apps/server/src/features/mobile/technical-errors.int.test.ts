import { randomUUID } from 'node:crypto';
import {
  MOBILE_MESSAGES,
  type ApiError,
  type RegistrationResponse,
  type TechnicalErrorBatchResult,
  messageIdOf,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createMobileWorld, nightAgo, type Phone } from './test-world.ts';

/** 23:30 local time (Stockholm, UTC+1 or +2) the evening before the night's morning: within the night. */
function eveningBefore(night: string): string {
  const instant = new Date(`${night}T00:00:00Z`);
  instant.setUTCMinutes(instant.getUTCMinutes() - 90);
  return instant.toISOString();
}

describe('technical alarm errors from the phone', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let phone: Phone;
  beforeAll(async () => {
    world = await createMobileWorld();
    phone = await world.register();
  });
  afterAll(() => world.server.close());

  const report = (errors: object[], key: string | null = randomUUID(), token = phone.token) =>
    world.device('POST', '/mobile/technical-errors', token, { errors }, key);
  const errorsOf = (patientId: number) =>
    world.db
      .selectFrom('technicalError')
      .select(['night', 'text', 'fixed', 'source'])
      .where('patientId', '=', patientId)
      .orderBy('id')
      .execute();

  it('stores the errors of a night and counts them in TECHERR', async () => {
    const night = nightAgo(1);
    const response = await report([
      { night, occurredAt: eveningBefore(night), text: 'Low battery' },
      { night, occurredAt: `${night}T02:00:00Z`, text: 'Sensor disconnected' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(
      response.json<TechnicalErrorBatchResult>().errors.map((error) => [error.outcome, error.fixed]),
    ).toEqual([
      ['created', false],
      ['created', false],
    ]);
    expect(await errorsOf(phone.patientId)).toEqual([
      { night, text: 'Low battery', fixed: false, source: 'phone' },
      { night, text: 'Sensor disconnected', fixed: false, source: 'phone' },
    ]);
    await world.settle();
    const techerr = await world.db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select('patientVariableLatest.value')
      .where('patientVariableLatest.patientId', '=', phone.patientId)
      .where('patientVariable.code', '=', 'TECHERR')
      .executeTakeFirstOrThrow();
    expect(techerr.value).toBe(2);
  });

  it('an error already stored is not stored twice, even under a new key', async () => {
    const night = nightAgo(2);
    const error = { night, occurredAt: `${night}T01:00:00Z`, text: 'Alarm did not sound' };
    await report([error]);
    const again = await report([error, error]);
    expect(
      again.json<TechnicalErrorBatchResult>().errors.map((row: { outcome: string }) => row.outcome),
    ).toEqual(['unchanged', 'unchanged']);
    expect((await errorsOf(phone.patientId)).filter((row) => row.night === night)).toHaveLength(1);
  });

  it('a retry with the same key answers the first result; another body under it is 422', async () => {
    const night = nightAgo(3);
    const key = randomUUID();
    const error = { night, occurredAt: `${night}T01:00:00Z`, text: 'Bluetooth connection lost' };
    const first = await report([error], key);
    const retry = await report([error], key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await report([{ ...error, text: 'Low battery' }], key)).statusCode).toBe(422);
  });

  describe('refuses what it cannot store, and stores nothing', () => {
    const night = nightAgo(4);
    const cases: [string, object[] | null, string][] = [
      ['no text', [{ night, occurredAt: `${night}T01:00:00Z`, text: ' ' }], MOBILE_MESSAGES.errorText],
      [
        'a time without offset',
        [{ night, occurredAt: `${night}T01:00:00`, text: 'x' }],
        MOBILE_MESSAGES.occurredAt,
      ],
      [
        'a time outside the night',
        [{ night, occurredAt: `${night}T15:00:00Z`, text: 'Low battery' }],
        MOBILE_MESSAGES.outsideNight('occurredAt', night),
      ],
      ['no errors', [], MOBILE_MESSAGES.batch],
      ['no key', null, MOBILE_MESSAGES.idempotencyKeyMissing],
    ];
    it.each(cases)('%s', async (_name, errors, message) => {
      const before = await world.fingerprint();
      const response = await report(
        errors ?? [{ night, occurredAt: `${night}T01:00:00Z`, text: 'x' }],
        errors === null ? null : randomUUID(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', messageId: messageIdOf(message) });
      expect(await databaseFingerprint(world.db)).toEqual(before);
    });

    it('a night still to come', async () => {
      const tomorrow = nightAgo(-1);
      const before = await world.fingerprint();
      const response = await report([
        { night: tomorrow, occurredAt: new Date().toISOString(), text: 'Low battery' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().message).toBe(
        MOBILE_MESSAGES.futureNight(tomorrow, 'Europe/Stockholm'),
      );
      expect(await databaseFingerprint(world.db)).toEqual(before);
    });
  });

  it('the watch reports errors too, for its own patient', async () => {
    const code = await world.device('POST', '/mobile/watch/pairing-code', phone.token);
    const watch = await world.device('POST', '/mobile/watch/pair', null, {
      code: code.json<{ code: string }>().code,
    });
    const night = nightAgo(5);
    const response = await report(
      [{ night, occurredAt: `${night}T01:00:00Z`, text: 'Low battery' }],
      randomUUID(),
      watch.json<RegistrationResponse>().deviceToken,
    );
    expect(response.statusCode).toBe(200);
    expect((await errorsOf(phone.patientId)).at(-1)).toMatchObject({ night, source: 'watch' });
  });
});
