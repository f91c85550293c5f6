import { randomUUID } from 'node:crypto';
import {
  addDays,
  localDate,
  MOBILE_MESSAGES,
  type NightlyEntryBatchResult,
  type ApiError,
  type MobilePatient,
  messageIdOf,
} from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createMobileWorld, dryNight, nightAgo, wetNight, type Phone } from './test-world.ts';

describe('nightly entries from the phone', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let phone: Phone;
  beforeAll(async () => {
    world = await createMobileWorld();
    phone = await world.register();
  });
  afterAll(() => world.server.close());

  const send = (entries: object[], key: string | null = randomUUID(), token = phone.token) =>
    world.device('POST', '/mobile/nightly-entries', token, { entries }, key);
  const rowsOf = (patientId: number) =>
    world.db
      .selectFrom('nightlyEntry')
      .select(['night', 'value', 'supersededAt', 'replacesId', 'source'])
      .where('patientId', '=', patientId)
      .orderBy('night')
      .orderBy('id')
      .execute();

  it('stores a batch of nights, keyed by the patient’s local date, and says what it did with each', async () => {
    const nights = [
      dryNight(nightAgo(3)),
      wetNight(nightAgo(2), 2),
      { ...wetNight(nightAgo(1)), wetSecondTime: true },
    ];
    const response = await send(nights);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      entries: { night: string; value: number; outcome: string; corrected: boolean }[];
    }>();
    expect(body.entries.map((entry) => [entry.night, entry.value, entry.outcome, entry.corrected])).toEqual([
      [nightAgo(3), 0, 'created', false],
      [nightAgo(2), 2, 'created', false],
      [nightAgo(1), 1, 'created', false],
    ]);
    const patient = await world.db
      .selectFrom('patient')
      .select(['firstEntryDate', 'lastEntryAt'])
      .where('id', '=', phone.patientId)
      .executeTakeFirstOrThrow();
    expect(patient.firstEntryDate).toBe(nightAgo(3));
    expect(patient.lastEntryAt).not.toBeNull();
  });

  it('answers in the same form whether the night is new (one statement) or needs the careful path', async () => {
    const wokeAt = new Date(`${nightAgo(31)}T02:15:00Z`).toISOString();
    const usual = await send([{ ...wetNight(nightAgo(31)), timeStampWokeUp: wokeAt }]);
    // A correction of a night not recorded yet takes the careful path and creates it.
    const careful = await send([
      {
        ...wetNight(nightAgo(30)),
        timeStampWokeUp: wokeAt.replace(nightAgo(31), nightAgo(30)),
        correction: true,
      },
    ]);
    const first = usual.json<NightlyEntryBatchResult>().entries[0]!;
    const second = careful.json<NightlyEntryBatchResult>().entries[0]!;
    expect(Object.keys(first).sort()).toEqual(Object.keys(second).sort());
    expect(first).toMatchObject({
      outcome: 'created',
      corrected: false,
      source: 'phone',
      timeStampWokeUp: wokeAt,
    });
    expect(second).toMatchObject({ outcome: 'created', corrected: false, source: 'phone' });
    for (const entry of [first, second])
      expect(entry.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps the derived variables current for the patient', async () => {
    await world.settle();
    const latest = await world.db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select(['patientVariable.code', 'patientVariableLatest.value'])
      .where('patientVariableLatest.patientId', '=', phone.patientId)
      .where('patientVariable.code', 'in', ['WET', 'VWET', 'DRY', 'WET2'])
      .execute();
    expect(Object.fromEntries(latest.map((row) => [row.code, row.value]))).toEqual({
      WET: 2,
      VWET: 1,
      DRY: 1,
      WET2: 1,
    });
    const due = await world.db.selectFrom('derivedVariablesDue').selectAll().execute();
    expect(due).toEqual([]);
  });

  it('a retry with the same key answers the first result and stores nothing again', async () => {
    const key = randomUUID();
    const first = await send([dryNight(nightAgo(10))], key);
    const before = await world.fingerprint();
    const retry = await send([dryNight(nightAgo(10))], key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  it('the same key with another request is 422, and changes nothing', async () => {
    const key = randomUUID();
    await send([dryNight(nightAgo(11))], key);
    const before = await world.fingerprint();
    const response = await send([wetNight(nightAgo(11))], key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MOBILE_MESSAGES.idempotencyKeyReused,
      code: 'UNPROCESSABLE',
      messageId: 'mobile.idempotencyKeyReused',
    });
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  it('a key sent again after its record was purged meets the rows it wrote: 422, nothing changes', async () => {
    const key = randomUUID();
    await send([dryNight(nightAgo(40))], key);
    await world.db.deleteFrom('idempotencyKey').where('key', '=', key).execute();
    const before = await world.fingerprint();
    const response = await send([{ ...wetNight(nightAgo(40)), correction: true }], key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MOBILE_MESSAGES.idempotencyKeyReused,
      code: 'UNPROCESSABLE',
      messageId: 'mobile.idempotencyKeyReused',
    });
    expect(await world.fingerprint()).toEqual(before);
  });

  it('a key is the patient’s own: another patient may use the same one', async () => {
    const other = await world.register();
    const key = randomUUID();
    expect((await send([dryNight(nightAgo(12))], key)).statusCode).toBe(200);
    expect((await send([wetNight(nightAgo(12))], key, other.token)).statusCode).toBe(200);
    expect((await rowsOf(other.patientId)).map((row) => row.value)).toEqual([1]);
  });

  it('a write without a key is 400, and changes nothing', async () => {
    const before = await world.fingerprint();
    const response = await send([dryNight(nightAgo(13))], null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MOBILE_MESSAGES.idempotencyKeyMissing,
      code: 'BAD_REQUEST',
      messageId: 'mobile.idempotencyKeyMissing',
    });
    const badKey = await send([dryNight(nightAgo(13))], 'a key with spaces');
    expect(badKey.json()).toEqual({
      message: MOBILE_MESSAGES.idempotencyKeyFormat,
      code: 'BAD_REQUEST',
      messageId: 'mobile.idempotencyKeyFormat',
    });
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  it('a request whose key another request still holds is 409, and changes nothing', async () => {
    const key = randomUUID();
    if (world.server.database.kind === 'pglite') {
      // The embedded database runs one transaction at a time: the copy waits and gets the first answer.
      const [first, second] = await Promise.all([
        send([dryNight(nightAgo(14))], key),
        send([dryNight(nightAgo(14))], key),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json()).toEqual(first.json());
      expect((await rowsOf(phone.patientId)).filter((row) => row.night === nightAgo(14))).toHaveLength(1);
      return;
    }
    // Another server's transaction holds the key while this request arrives.
    const before = await world.fingerprint();
    await world.db.connection().execute(async (other) => {
      await sql`begin`.execute(other);
      await sql`select pg_advisory_xact_lock(7100001, hashtext(${`patient:${phone.patientId}`} || ' ' || ${key}))`.execute(
        other,
      );
      const response = await send([dryNight(nightAgo(14))], key);
      await sql`rollback`.execute(other);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: MOBILE_MESSAGES.idempotencyInProgress,
        code: 'CONFLICT',
        messageId: 'mobile.idempotencyInProgress',
      });
    });
    expect(await databaseFingerprint(world.db)).toEqual(before);
    expect((await send([dryNight(nightAgo(14))], key)).statusCode).toBe(200);
  });

  it('requests that arrive together are written together, and each gets exactly its own answer', async () => {
    const phones = [await world.register(), await world.register(), await world.register()];
    const [fresh, recorded, twice] = phones as [Phone, Phone, Phone];
    await send([dryNight(nightAgo(5))], randomUUID(), recorded.token);
    const retriedKey = randomUUID();
    const retried = await send([dryNight(nightAgo(6))], retriedKey, twice.token);

    const [freshAnswer, conflictAnswer, sameAnswer, secondAnswer, retryAnswer] = await Promise.all([
      send([dryNight(nightAgo(3)), wetNight(nightAgo(2))], randomUUID(), fresh.token),
      // Already recorded with other values: this one alone is refused.
      send([wetNight(nightAgo(5))], randomUUID(), recorded.token),
      // Already recorded with the same values, with a new night: unchanged and created.
      send([dryNight(nightAgo(5)), dryNight(nightAgo(4))], randomUUID(), recorded.token),
      // Two requests of one patient at once, and a retry of an answered key.
      send([wetNight(nightAgo(8), 2)], randomUUID(), twice.token),
      send([dryNight(nightAgo(6))], retriedKey, twice.token),
    ]);

    expect(freshAnswer.statusCode).toBe(200);
    expect(
      freshAnswer
        .json<NightlyEntryBatchResult>()
        .entries.map((entry) => [entry.night, entry.value, entry.outcome]),
    ).toEqual([
      [nightAgo(3), 0, 'created'],
      [nightAgo(2), 1, 'created'],
    ]);
    expect(conflictAnswer.statusCode).toBe(409);
    expect(conflictAnswer.json()).toEqual({
      message: MOBILE_MESSAGES.alreadyRecorded(nightAgo(5)),
      code: 'CONFLICT',
    });
    expect(sameAnswer.json<NightlyEntryBatchResult>().entries.map((entry) => entry.outcome)).toEqual([
      'unchanged',
      'created',
    ]);
    expect(
      secondAnswer.json<NightlyEntryBatchResult>().entries.map((entry) => [entry.value, entry.outcome]),
    ).toEqual([[2, 'created']]);
    expect(retryAnswer.headers['idempotent-replayed']).toBe('true');
    expect(retryAnswer.json()).toEqual(retried.json());

    const nightsOf = async (phone: Phone) =>
      (await rowsOf(phone.patientId)).map((row) => [row.night, row.value, row.supersededAt === null]);
    expect(await nightsOf(fresh)).toEqual([
      [nightAgo(3), 0, true],
      [nightAgo(2), 1, true],
    ]);
    expect(await nightsOf(recorded)).toEqual([
      [nightAgo(5), 0, true],
      [nightAgo(4), 0, true],
    ]);
    expect(await nightsOf(twice)).toEqual([
      [nightAgo(8), 2, true],
      [nightAgo(6), 0, true],
    ]);
    // Every answered key is kept once, with the answer its request got.
    const { rows: kept } = await sql<{ patientId: number; count: string }>`
      select patient_id, count(*) from idempotency_key
      where patient_id in (${sql.join(phones.map((phone) => phone.patientId))}) group by patient_id
      order by patient_id`.execute(world.db);
    expect(kept.map((row) => Number(row.count))).toEqual([1, 2, 2]);
  });

  it('sending a recorded night again with the same values changes nothing', async () => {
    await send([dryNight(nightAgo(15))]);
    const before = await world.fingerprint();
    const response = await send([dryNight(nightAgo(15))]);
    expect(response.json<NightlyEntryBatchResult>().entries[0]?.outcome).toBe('unchanged');
    const after = await databaseFingerprint(world.db);
    expect({ ...after, idempotency_key: '' }).toEqual({ ...before, idempotency_key: '' });
  });

  it('other values for a recorded night need an explicit correction (409 otherwise, nothing stored)', async () => {
    await send([dryNight(nightAgo(16))]);
    const before = await world.fingerprint();
    const response = await send([dryNight(nightAgo(17)), wetNight(nightAgo(16))]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: MOBILE_MESSAGES.alreadyRecorded(nightAgo(16)),
      code: 'CONFLICT',
    });
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  it('a correction replaces the night and keeps the old entry in the history', async () => {
    await send([dryNight(nightAgo(18))]);
    const response = await send([{ ...wetNight(nightAgo(18)), correction: true }]);
    expect(response.json<NightlyEntryBatchResult>().entries[0]).toMatchObject({
      outcome: 'corrected',
      corrected: true,
      value: 1,
    });
    const corrected = await world.device('PUT', `/mobile/nightly-entries/${nightAgo(18)}`, phone.token, {
      value: 2,
      wokeUp: true,
      selfWokeUp: true,
      wetSecondTime: true,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ night: nightAgo(18), value: 2, outcome: 'corrected' });

    const history = (await rowsOf(phone.patientId)).filter((row) => row.night === nightAgo(18));
    expect(history.map((row) => [row.value, row.supersededAt !== null, row.replacesId !== null])).toEqual([
      [0, true, false],
      [1, true, true],
      [2, false, true],
    ]);
    const read = await world.device(
      'GET',
      `/mobile/nightly-entries?from=${nightAgo(18)}&to=${nightAgo(18)}`,
      phone.token,
    );
    expect(read.json<NightlyEntryBatchResult>().entries).toEqual([
      expect.objectContaining({ night: nightAgo(18), value: 2, corrected: true }),
    ]);
  });

  it('the night that ended this morning may be recorded; a night still to come is refused', async () => {
    // Kiritimati (UTC+14) is always a calendar day ahead of Pago Pago (UTC−11).
    const pagoPago = await world.register({ timezone: 'Pacific/Pago_Pago' });
    const today = localDate(new Date(), 'Pacific/Pago_Pago');
    const ahead = localDate(new Date(), 'Pacific/Kiritimati');
    expect(ahead > today).toBe(true);
    expect((await send([dryNight(today)], randomUUID(), pagoPago.token)).statusCode).toBe(200);

    const before = await world.fingerprint();
    const response = await send(
      [dryNight(addDays(today, -1)), dryNight(ahead)],
      randomUUID(),
      pagoPago.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(MOBILE_MESSAGES.futureNight(ahead, 'Pacific/Pago_Pago'));
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  describe('malformed or out-of-range entries are 400 with a clear message, and store nothing', () => {
    const night = () => nightAgo(20);
    const wokeAt = (hoursAfterMidnight: number) => {
      const [year, month, day] = night().split('-').map(Number);
      // Europe/Stockholm: the test's nights are in March–November or winter; UTC+1 or +2 either way.
      return new Date(Date.UTC(year!, month! - 1, day, hoursAfterMidnight - 1)).toISOString();
    };
    const cases: [string, () => object, () => string][] = [
      [
        'a value of 3',
        () => ({ entries: [{ ...dryNight(night()), value: 3 }] }),
        () => MOBILE_MESSAGES.value,
      ],
      ['no value', () => ({ entries: [{ ...dryNight(night()), value: null }] }), () => MOBILE_MESSAGES.value],
      [
        'a date that does not exist',
        () => ({ entries: [dryNight('2026-02-30')] }),
        () => MOBILE_MESSAGES.night,
      ],
      ['a date in another format', () => ({ entries: [dryNight('20.3.2026')] }), () => MOBILE_MESSAGES.night],
      [
        'wokeUp not a boolean',
        () => ({ entries: [{ ...dryNight(night()), wokeUp: 'yes' }] }),
        () => MOBILE_MESSAGES.wokeUp,
      ],
      [
        'self-woken without waking',
        () => ({ entries: [{ ...dryNight(night()), selfWokeUp: true }] }),
        () => MOBILE_MESSAGES.selfWokeUpWithoutWokeUp(night()),
      ],
      [
        'wet a second time on a dry night',
        () => ({ entries: [{ ...dryNight(night()), wetSecondTime: true }] }),
        () => MOBILE_MESSAGES.wetSecondTimeOnDry(night()),
      ],
      [
        'a wake-up time without an offset',
        () => ({ entries: [{ ...wetNight(night()), timeStampWokeUp: '2026-03-20T03:00:00' }] }),
        () => MOBILE_MESSAGES.timeStampWokeUp,
      ],
      [
        'a wake-up time in another night',
        () => ({ entries: [{ ...wetNight(night()), timeStampWokeUp: wokeAt(14) }] }),
        () => MOBILE_MESSAGES.outsideNight('timeStampWokeUp', night()),
      ],
      [
        'the same night twice',
        () => ({ entries: [dryNight(night()), wetNight(night())] }),
        () => MOBILE_MESSAGES.repeatedNight(night()),
      ],
      ['no entries', () => ({ entries: [] }), () => MOBILE_MESSAGES.batch],
      [
        'more than a year of nights',
        () => ({ entries: Array.from({ length: 367 }, (_, index) => dryNight(nightAgo(index + 30))) }),
        () => MOBILE_MESSAGES.batch,
      ],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const before = await world.fingerprint();
      const response = await world.device('POST', '/mobile/nightly-entries', phone.token, payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: message(),
        code: 'BAD_REQUEST',
        messageId: messageIdOf(message()),
      });
      expect(await databaseFingerprint(world.db)).toEqual(before);
    });

    it('a wake-up time within the night is accepted', async () => {
      const response = await send([{ ...wetNight(night()), timeStampWokeUp: wokeAt(3) }]);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('one patient’s credential never reaches another patient', () => {
    it('writes go to the credential’s own patient, whatever the body says', async () => {
      const other = await world.register();
      const before = await rowsOf(other.patientId);
      const response = await world.device('POST', '/mobile/nightly-entries', phone.token, {
        patientId: other.patientId,
        idpatient: other.patientId,
        entries: [dryNight(nightAgo(40))],
      });
      expect(response.statusCode).toBe(200);
      expect(await rowsOf(other.patientId)).toEqual(before);
      expect((await rowsOf(phone.patientId)).some((row) => row.night === nightAgo(40))).toBe(true);
    });

    it('reads return the credential’s own patient only', async () => {
      const other = await world.register();
      await send([wetNight(nightAgo(41))], randomUUID(), other.token);
      const read = await world.device(
        'GET',
        `/mobile/nightly-entries?from=${nightAgo(41)}&to=${nightAgo(41)}&patientId=${other.patientId}`,
        phone.token,
      );
      expect(read.statusCode).toBe(200);
      expect(read.json<NightlyEntryBatchResult>().entries).toEqual([]);
      const me = await world.device('GET', `/mobile/me?patientId=${other.patientId}`, phone.token);
      expect(me.json<MobilePatient>().patientId).toBe(phone.patientId);
    });

    it('a deleted patient’s credential is refused', async () => {
      const gone = await world.register();
      await world.db.deleteFrom('patient').where('id', '=', gone.patientId).execute();
      expect((await send([dryNight(nightAgo(1))], randomUUID(), gone.token)).statusCode).toBe(401);
    });
  });

  it('reads back a range of at most 400 days', async () => {
    const wide = await world.device(
      'GET',
      `/mobile/nightly-entries?from=${nightAgo(500)}&to=${nightAgo(0)}`,
      phone.token,
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json<ApiError>().message).toBe(MOBILE_MESSAGES.readRange);
    const recent = await world.device('GET', '/mobile/nightly-entries', phone.token);
    expect(recent.json()).toMatchObject({ from: nightAgo(59), to: nightAgo(0) });
    expect(recent.json<NightlyEntryBatchResult>().entries.length).toBeGreaterThan(3);
  });
});
