import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { acknowledge, pendingMessages } from './outbox.ts';

describe('phone and watch outbox', () => {
  let database: Database;
  let clinicId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ clinicId } = await createClinic(database.db));
  });
  afterAll(() => database.close());

  const db = () => database.db;

  /** A patient with one category delivery per channel and one staff message. */
  async function patientWithMail() {
    const { id: patientId } = await createPatient(db(), { clinicIds: [clinicId] });
    const category = await db()
      .insertInto('ruleBasedCategory')
      .values({ name: `Kväll ${patientId}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db()
      .insertInto('categoryMessage')
      .values({
        categoryType: 'RULE_BASED',
        ruleBasedCategoryId: category.id,
        language: 'sv',
        messageTitle: 'Kväll',
        messageText: 'Kom ihåg larmet',
        sentToPatients: true,
      })
      .returning(['uuid', 'version'])
      .executeTakeFirstOrThrow();
    for (const channel of ['phone', 'watch'] as const) {
      await db()
        .insertInto('categoryMessageDelivery')
        .values({
          messageUuid: message.uuid,
          messageVersion: message.version,
          patientId,
          slot: '2026-03-10',
          channel,
          dueAt: '2026-03-10T17:00:00Z',
          createdAt: '2026-03-10T17:00:00Z',
        })
        .execute();
    }
    await db()
      .insertInto('patientMessage')
      .values({ patientId, title: 'Hej', text: 'Bra jobbat', createdAt: '2026-03-11T08:00:00Z' })
      .execute();
    return patientId;
  }

  it('a channel’s pending messages, oldest first, category deliveries and staff messages alike', async () => {
    const patientId = await patientWithMail();
    const pending = await pendingMessages(db(), patientId, 'phone');
    expect(pending).toEqual([
      {
        id: expect.stringMatching(/^category-\d+$/) as string,
        kind: 'category',
        title: 'Kväll',
        text: 'Kom ihåg larmet',
        createdAt: '2026-03-10T17:00:00.000Z',
      },
      {
        id: expect.stringMatching(/^patient-\d+$/) as string,
        kind: 'patient',
        title: 'Hej',
        text: 'Bra jobbat',
        createdAt: '2026-03-11T08:00:00.000Z',
      },
    ]);
    expect(await pendingMessages(db(), patientId, 'watch')).toHaveLength(2);
  });

  it('delivered on the phone leaves the watch’s outbox alone', async () => {
    const patientId = await patientWithMail();
    const phone = await pendingMessages(db(), patientId, 'phone');
    const acknowledged = await acknowledge(
      db(),
      patientId,
      'phone',
      phone.map((message) => message.id),
      'delivered',
    );
    expect(acknowledged).toBe(2);
    expect(await pendingMessages(db(), patientId, 'phone')).toEqual([]);
    expect(await pendingMessages(db(), patientId, 'watch')).toHaveLength(2);
    const staff = await db()
      .selectFrom('patientMessage')
      .select(['phoneDeliveredAt', 'phoneReadAt', 'watchDeliveredAt'])
      .where('patientId', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(staff.phoneDeliveredAt).not.toBeNull();
    expect(staff.phoneReadAt).toBeNull();
    expect(staff.watchDeliveredAt).toBeNull();
  });

  it('read implies delivered, and a repeated acknowledgement keeps the first time', async () => {
    const patientId = await patientWithMail();
    const watch = await pendingMessages(db(), patientId, 'watch');
    const ids = watch.map((message) => message.id);
    await acknowledge(db(), patientId, 'watch', ids, 'read');
    const first = await db()
      .selectFrom('categoryMessageDelivery')
      .select(['deliveredAt', 'readAt'])
      .where('patientId', '=', patientId)
      .where('channel', '=', 'watch')
      .executeTakeFirstOrThrow();
    expect(first.deliveredAt).not.toBeNull();
    expect(first.readAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await acknowledge(db(), patientId, 'watch', ids, 'read')).toBe(2);
    const again = await db()
      .selectFrom('categoryMessageDelivery')
      .select(['deliveredAt', 'readAt'])
      .where('patientId', '=', patientId)
      .where('channel', '=', 'watch')
      .executeTakeFirstOrThrow();
    expect(again).toEqual(first);
    const staff = await db()
      .selectFrom('patientMessage')
      .select(['watchDeliveredAt', 'watchReadAt', 'phoneReadAt'])
      .where('patientId', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(staff.watchDeliveredAt).not.toBeNull();
    expect(staff.watchReadAt).not.toBeNull();
    expect(staff.phoneReadAt).toBeNull();
  });

  it('ids of another patient, another channel or of no form are ignored', async () => {
    const patientId = await patientWithMail();
    const otherId = await patientWithMail();
    const others = (await pendingMessages(db(), otherId, 'phone')).map((message) => message.id);
    const ownWatch = (await pendingMessages(db(), patientId, 'watch')).filter(
      (message) => message.kind === 'category',
    );
    expect(
      await acknowledge(
        db(),
        patientId,
        'phone',
        [...others, ...ownWatch.map((m) => m.id), 'x-1', 'category-', 'patient-0'],
        'read',
      ),
    ).toBe(0);
    expect(await pendingMessages(db(), otherId, 'phone')).toHaveLength(2);
    expect(await pendingMessages(db(), patientId, 'watch')).toHaveLength(2);
  });

  it('a fetch returns at most the limit', async () => {
    const patientId = await patientWithMail();
    expect(await pendingMessages(db(), patientId, 'phone', { limit: 1 })).toHaveLength(1);
  });
});
