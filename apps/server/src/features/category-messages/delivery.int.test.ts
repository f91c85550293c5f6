import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createUser } from '../../test/factory.ts';
import { deliverMessage, runDeliveries } from './delivery.ts';
import { deliveries, diagnosisCategory, messagePatient, storeMessage } from './test-world.ts';

const LONG_AGO = '2026-01-01T00:00:00Z';
const at = (iso: string) => ({ now: new Date(iso) });

describe('category message delivery', () => {
  let database: Database;
  let clinicId: number;
  let categoryId: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    ({ clinicId } = await createClinic(database.db));
    categoryId = await diagnosisCategory(database.db);
  });
  afterEach(() => database.close());

  const db = () => database.db;
  const patient = (options: Omit<Parameters<typeof messagePatient>[1], 'clinicId'> = {}) =>
    messagePatient(db(), { clinicId, ...options });
  const message = (values: Omit<Parameters<typeof storeMessage>[1], 'categoryId'> = {}) =>
    storeMessage(db(), { categoryId, createdAt: LONG_AGO, ...values });
  const slotsOf = async (uuid?: string) =>
    (await deliveries(db(), uuid)).map((row) => [row.patientId, row.slot, row.channel]);

  describe('time zones', () => {
    it('each patient is due at the send hour of their own time zone', async () => {
      const stockholm = await patient({ timezone: 'Europe/Stockholm' });
      const newYork = await patient({ timezone: 'America/New_York' });
      const kolkata = await patient({ timezone: 'Asia/Kolkata' });
      const auckland = await patient({ timezone: 'Pacific/Auckland' });
      const { uuid } = await message({ hoursWhenToSend: 18 });

      // 17:00Z: 18:00 in Stockholm, 22:30 in Kolkata, 12:00 in New York, 06:00 tomorrow in Auckland.
      expect(await runDeliveries(db(), at('2026-03-10T17:00:00Z'))).toEqual({ messages: 1, deliveries: 2 });
      expect(await slotsOf()).toEqual([
        [stockholm, '2026-03-10', 'phone'],
        [kolkata, '2026-03-10', 'phone'],
      ]);
      const due = await deliveries(db(), uuid);
      expect(due.map((row) => new Date(row.dueAt).toISOString())).toEqual([
        '2026-03-10T17:00:00.000Z',
        '2026-03-10T12:30:00.000Z',
      ]);

      // 23:00Z: 18:00 in New York; Auckland is at noon of 11 March.
      await runDeliveries(db(), at('2026-03-10T23:00:00Z'));
      expect(await slotsOf()).toEqual([
        [stockholm, '2026-03-10', 'phone'],
        [newYork, '2026-03-10', 'phone'],
        [kolkata, '2026-03-10', 'phone'],
      ]);
      // 05:00Z on 11 March is 18:00 in Auckland (UTC+13 in March).
      await runDeliveries(db(), at('2026-03-11T05:00:00Z'));
      expect(await slotsOf()).toContainEqual([auckland, '2026-03-11', 'phone']);
      expect(await slotsOf()).toHaveLength(4);
    });

    it('one minute before the hour nobody is due', async () => {
      await patient({ timezone: 'Europe/Stockholm' });
      await message({ hoursWhenToSend: 18 });
      expect((await runDeliveries(db(), at('2026-03-10T16:59:00Z'))).deliveries).toBe(0);
    });

    it('a time zone PostgreSQL does not know counts as UTC', async () => {
      const lost = await patient({ timezone: 'Mars/Olympus_Mons' });
      await message({ hoursWhenToSend: 18 });
      await runDeliveries(db(), at('2026-03-10T17:59:00Z'));
      expect(await slotsOf()).toEqual([]);
      await runDeliveries(db(), at('2026-03-10T18:00:00Z'));
      expect(await slotsOf()).toEqual([[lost, '2026-03-10', 'phone']]);
    });

    it('on the spring DST day an hour that does not exist is due when the clocks jump past it', async () => {
      // Stockholm, 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00Z).
      const child = await patient({ timezone: 'Europe/Stockholm' });
      const { uuid } = await message({ hoursWhenToSend: 2 });
      await runDeliveries(db(), at('2026-03-29T00:59:00Z'));
      expect(await slotsOf()).toEqual([]);
      await runDeliveries(db(), at('2026-03-29T01:00:00Z'));
      const [delivery] = await deliveries(db(), uuid);
      expect(delivery).toMatchObject({ patientId: child, slot: '2026-03-29' });
      expect(new Date(delivery!.dueAt).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    });

    it('on the spring DST day 18:00 is 18:00 summer time', async () => {
      await patient({ timezone: 'Europe/Stockholm' });
      await message({ hoursWhenToSend: 18 });
      await runDeliveries(db(), at('2026-03-29T15:30:00Z'));
      expect(await slotsOf()).toEqual([]);
      await runDeliveries(db(), at('2026-03-29T16:00:00Z'));
      expect(await slotsOf()).toHaveLength(1);
    });

    it('on the autumn DST day an hour that comes twice is delivered once', async () => {
      // Stockholm, 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:00–03:00 is lived twice.
      const child = await patient({ timezone: 'Europe/Stockholm' });
      await message({ hoursWhenToSend: 2 });
      for (const instant of ['00:00', '00:30', '01:00', '01:30', '02:00', '03:00']) {
        await runDeliveries(db(), at(`2026-10-25T${instant}:00Z`));
      }
      expect(await slotsOf()).toEqual([[child, '2026-10-25', 'phone']]);
    });
  });

  describe('once or every day', () => {
    it('sendMoreThanOnce: once a day while a member, never after leaving', async () => {
      const child = await patient();
      await message({ sendMoreThanOnce: true });
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      await runDeliveries(db(), at('2026-03-11T17:00:00Z'));
      await db().deleteFrom('patientDiagnosis').where('patientId', '=', child).execute();
      await runDeliveries(db(), at('2026-03-12T17:00:00Z'));
      expect(await slotsOf()).toEqual([
        [child, '2026-03-10', 'phone'],
        [child, '2026-03-11', 'phone'],
      ]);
    });

    it('once only: one delivery per version, whatever the days; a new version is sent once more', async () => {
      const child = await patient();
      const v1 = await message({ sendMoreThanOnce: false, sentToPatients: false });
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      await runDeliveries(db(), at('2026-03-11T17:00:00Z'));
      expect(await slotsOf()).toEqual([[child, '2026-03-10', 'phone']]);

      await db()
        .updateTable('categoryMessage')
        .set({ supersededAt: new Date() })
        .where('id', '=', v1.id)
        .execute();
      await storeMessage(db(), {
        categoryId,
        uuid: v1.uuid,
        version: 2,
        sendMoreThanOnce: false,
        createdAt: '2026-03-11T18:00:00Z',
      });
      await runDeliveries(db(), at('2026-03-12T17:00:00Z'));
      await runDeliveries(db(), at('2026-03-13T17:00:00Z'));
      expect((await deliveries(db())).map((row) => [row.messageVersion, row.slot])).toEqual([
        [1, '2026-03-10'],
        [2, '2026-03-12'],
      ]);
    });

    it('marks the version sent with its first delivery', async () => {
      await patient();
      const { id } = await message();
      await runDeliveries(db(), at('2026-03-10T16:00:00Z'));
      const before = await db()
        .selectFrom('categoryMessage')
        .select('sentToPatients')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(before.sentToPatients).toBe(false);
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      const after = await db()
        .selectFrom('categoryMessage')
        .select('sentToPatients')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.sentToPatients).toBe(true);
    });
  });

  describe('who receives it', () => {
    it('members in the message’s language, active, on the channels it names; the watch only when paired', async () => {
      const both = await patient({ watch: true });
      const phone = await patient();
      await patient({ language: 'en', watch: true });
      await patient({ inactive: true });
      await patient({ diagnosed: false });
      const revoked = await patient({ watch: true });
      await db()
        .updateTable('patientDevice')
        .set({ revokedAt: new Date() })
        .where('patientId', '=', revoked)
        .execute();
      await message();
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      expect(await slotsOf()).toEqual([
        [both, '2026-03-10', 'phone'],
        [both, '2026-03-10', 'watch'],
        [phone, '2026-03-10', 'phone'],
        [revoked, '2026-03-10', 'phone'],
      ]);
    });

    it('watch only, phone only, or neither', async () => {
      const child = await patient({ watch: true });
      const watchOnly = await message({ sendToMobile: false, language: 'sv' });
      const other = await diagnosisCategory(db());
      const phoneOnly = await storeMessage(db(), {
        categoryId: other,
        createdAt: LONG_AGO,
        sendToSmartwatch: false,
      });
      const third = await diagnosisCategory(db());
      const neither = await storeMessage(db(), {
        categoryId: third,
        createdAt: LONG_AGO,
        sendToSmartwatch: false,
        sendToMobile: false,
      });
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      expect(await slotsOf(watchOnly.uuid)).toEqual([[child, '2026-03-10', 'watch']]);
      expect(await slotsOf(phoneOnly.uuid)).toEqual([[child, '2026-03-10', 'phone']]);
      expect(await slotsOf(neither.uuid)).toEqual([]);
    });

    it('a disabled or superseded message goes to nobody', async () => {
      await patient();
      await message({ isEnabled: false });
      const other = await diagnosisCategory(db());
      await storeMessage(db(), { categoryId: other, createdAt: LONG_AGO, supersededAt: LONG_AGO });
      expect(await runDeliveries(db(), at('2026-03-10T17:00:00Z'))).toEqual({ messages: 0, deliveries: 0 });
    });

    it('a private category reaches only members in its owner’s scope', async () => {
      const owner = await createUser(db(), { clinicIds: [clinicId] });
      const privateCategory = await diagnosisCategory(db(), { createdBy: owner.id });
      const own = await patient();
      const elsewhere = await messagePatient(db(), { clinicId: (await createClinic(db())).clinicId });
      const { uuid } = await storeMessage(db(), { categoryId: privateCategory, createdAt: LONG_AGO });
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      expect(await slotsOf(uuid)).toEqual([[own, '2026-03-10', 'phone']]);
      // The shared category of the same condition reaches both.
      await message();
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      expect((await deliveries(db())).map((row) => row.patientId).sort()).toEqual(
        [own, own, elsewhere].sort(),
      );
    });

    it('a user’s list reaches the patients on it who are still in the owner’s scope', async () => {
      const owner = await createUser(db(), { clinicIds: [clinicId] });
      const list = await db()
        .insertInto('customUserCategory')
        .values({ userId: owner.id, name: 'Kväll' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listed = await patient({ diagnosed: false });
      const moved = await patient({ diagnosed: false });
      await patient({ diagnosed: false });
      for (const patientId of [listed, moved]) {
        await db()
          .insertInto('customUserCategoryPatient')
          .values({ categoryId: list.id, patientId })
          .execute();
      }
      const otherClinic = await createClinic(db());
      await db()
        .updateTable('patientClinic')
        .set({ clinicId: otherClinic.clinicId })
        .where('patientId', '=', moved)
        .execute();
      const { uuid } = await storeMessage(db(), {
        categoryId: list.id,
        categoryType: 'CUSTOM',
        createdAt: LONG_AGO,
      });
      await runDeliveries(db(), at('2026-03-10T17:00:00Z'));
      expect(await slotsOf(uuid)).toEqual([[listed, '2026-03-10', 'phone']]);
    });
  });

  describe('missed runs', () => {
    it('a run missed at the hour is caught up later the same local day, due at the hour', async () => {
      const child = await patient();
      const { uuid } = await message({ hoursWhenToSend: 18 });
      // Server down from 17:00 to 21:40 Stockholm time.
      await runDeliveries(db(), at('2026-03-10T20:40:00Z'));
      const [delivery] = await deliveries(db(), uuid);
      expect(delivery).toMatchObject({ patientId: child, slot: '2026-03-10' });
      expect(new Date(delivery!.dueAt).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    });

    it('a day whose every run was missed until after local midnight is not sent late', async () => {
      await patient();
      await message({ hoursWhenToSend: 18, sendMoreThanOnce: true });
      await runDeliveries(db(), at('2026-03-10T23:30:00Z')); // 00:30 on 11 March in Stockholm
      expect(await slotsOf()).toEqual([]);
      await runDeliveries(db(), at('2026-03-11T17:00:00Z'));
      expect((await slotsOf()).map(([, slot]) => slot)).toEqual(['2026-03-11']);
    });

    it('a version saved after today’s send hour starts tomorrow', async () => {
      await patient();
      await message({ hoursWhenToSend: 18, createdAt: '2026-03-10T17:30:00Z' });
      await runDeliveries(db(), at('2026-03-10T19:00:00Z'));
      expect(await slotsOf()).toEqual([]);
      await runDeliveries(db(), at('2026-03-11T17:00:00Z'));
      expect((await slotsOf()).map(([, slot]) => slot)).toEqual(['2026-03-11']);
    });
  });

  describe('exactly once', () => {
    async function cohort() {
      const patients = [
        await patient({ timezone: 'Europe/Stockholm', watch: true }),
        await patient({ timezone: 'Asia/Kolkata' }),
        await patient({ timezone: 'America/New_York', watch: true }),
      ];
      const messages = [
        await message({ sendMoreThanOnce: true, hoursWhenToSend: 2 }),
        await storeMessage(db(), {
          categoryId: await diagnosisCategory(db()),
          createdAt: LONG_AGO,
          sendMoreThanOnce: false,
          hoursWhenToSend: 6,
        }),
        await storeMessage(db(), {
          categoryId: await diagnosisCategory(db()),
          createdAt: LONG_AGO,
          hoursWhenToSend: 9,
        }),
      ];
      return { patients, messages };
    }
    // 15:00 in Stockholm, 19:30 in Kolkata, 10:00 in New York: every send hour of 10 March has come.
    const instant = at('2026-03-10T14:00:00Z');
    /** Three messages, three patients, five channels: 15 deliveries. */
    const EXPECTED = 15;

    it('running the schedule twice queues nothing the second time', async () => {
      await cohort();
      expect((await runDeliveries(db(), instant)).deliveries).toBe(EXPECTED);
      const first = await deliveries(db());
      expect((await runDeliveries(db(), instant)).deliveries).toBe(0);
      expect(await deliveries(db())).toEqual(first);
    });

    it('two runs at once deliver each slot once', async () => {
      await cohort();
      const runs = await Promise.all([runDeliveries(db(), instant), runDeliveries(db(), instant)]);
      expect(runs[0].deliveries + runs[1].deliveries).toBe(EXPECTED);
      expect(await deliveries(db())).toHaveLength(EXPECTED);
    });

    it('a run killed before it committed leaves nothing, and the next run delivers everything once', async () => {
      await cohort();
      const killed = db()
        .transaction()
        .execute(async (trx) => {
          await runDeliveries(trx, instant);
          throw new Error('worker killed');
        });
      await expect(killed).rejects.toThrow('worker killed');
      expect(await deliveries(db())).toEqual([]);
      expect((await runDeliveries(db(), instant)).deliveries).toBe(EXPECTED);
      expect(await deliveries(db())).toHaveLength(EXPECTED);
    });

    it('a run killed after some messages committed is completed by the next one', async () => {
      const { messages } = await cohort();
      await deliverMessage(db(), messages[0]!.uuid, instant);
      const partial = await deliveries(db());
      expect(partial.length).toBeGreaterThan(0);
      expect((await runDeliveries(db(), instant)).deliveries).toBe(EXPECTED - partial.length);
      expect(await deliveries(db())).toHaveLength(EXPECTED);
    });

    it('send-now and the scheduled run the same day share the slot', async () => {
      const { messages } = await cohort();
      await deliverMessage(db(), messages[0]!.uuid, { now: new Date('2026-03-10T08:00:00Z'), sendNow: true });
      const sentNow = (await deliveries(db(), messages[0]!.uuid)).length;
      expect(sentNow).toBe(5);
      // 21:00 in Stockholm, 16:00 in New York: 10 March's slots are taken; in Kolkata it is 01:30
      // on the 11th, before that day's send hour.
      await runDeliveries(db(), at('2026-03-10T20:00:00Z'));
      expect(await slotsOf(messages[0]!.uuid)).toHaveLength(sentNow);
    });
  });
});
