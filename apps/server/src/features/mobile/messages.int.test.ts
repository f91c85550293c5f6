import type { OutboxMessage, PatientMessageList, RegistrationResponse } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { createMobileWorld, type Phone } from './test-world.ts';

describe('messages on the phone and the watch', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let phone: Phone;
  let watch: string;
  let other: Phone;
  beforeAll(async () => {
    world = await createMobileWorld();
    phone = await world.register();
    other = await world.register();
    const code = await world.device('POST', '/mobile/watch/pairing-code', phone.token);
    watch = (
      await world.device('POST', '/mobile/watch/pair', null, { code: code.json<{ code: string }>().code })
    ).json<RegistrationResponse>().deviceToken;
  });
  afterAll(() => world.server.close());

  /** A category message delivered to the patient's channels, as the delivery job queues it. */
  async function categoryDelivery(patientId: number, channels: ('phone' | 'watch')[], text: string) {
    const category = await world.db
      .insertInto('ruleBasedCategory')
      .values({ name: `Category ${text}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await world.db
      .insertInto('categoryMessage')
      .values({
        categoryType: 'RULE_BASED',
        ruleBasedCategoryId: category.id,
        language: 'sv',
        messageTitle: 'Påminnelse',
        messageText: text,
      })
      .returning(['uuid', 'version'])
      .executeTakeFirstOrThrow();
    await world.db
      .insertInto('categoryMessageDelivery')
      .values(
        channels.map((channel) => ({
          messageUuid: message.uuid,
          messageVersion: message.version,
          patientId,
          slot: '2026-03-10',
          channel,
          dueAt: new Date(),
        })),
      )
      .execute();
  }
  const outbox = async (token: string) => {
    const response = await world.device('GET', '/mobile/messages', token);
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: OutboxMessage[] }>().messages;
  };
  const acknowledge = (token: string, ids: string[], kind: 'delivered' | 'read') =>
    world.device('POST', '/mobile/messages/acknowledgements', token, { ids, kind }, null);

  it('each device reads its own outbox: category messages of its channel and the staff’s messages', async () => {
    await categoryDelivery(phone.patientId, ['phone', 'watch'], 'Kom ihåg larmet');
    await categoryDelivery(phone.patientId, ['phone'], 'Bara telefonen');
    const sent = await world.staff('POST', `/patients/${phone.patientId}/patient-message`, world.nurseToken, {
      messageTitle: 'Hej',
      messageText: 'Bra jobbat i veckan!',
    });
    expect(sent.statusCode).toBe(200);

    expect((await outbox(phone.token)).map((message) => [message.kind, message.text])).toEqual([
      ['category', 'Kom ihåg larmet'],
      ['category', 'Bara telefonen'],
      ['patient', 'Bra jobbat i veckan!'],
    ]);
    expect((await outbox(watch)).map((message) => [message.kind, message.text])).toEqual([
      ['category', 'Kom ihåg larmet'],
      ['patient', 'Bra jobbat i veckan!'],
    ]);
    expect(await outbox(other.token)).toEqual([]);
  });

  it('acknowledged messages leave the outbox, and staff see when they were delivered and read', async () => {
    const messages = await outbox(phone.token);
    const delivered = await acknowledge(
      phone.token,
      messages.map((message) => message.id),
      'delivered',
    );
    expect(delivered.json()).toEqual({ acknowledged: 3 });
    expect(await outbox(phone.token)).toEqual([]);
    const staffMessage = messages.find((message) => message.kind === 'patient')!;
    expect((await acknowledge(phone.token, [staffMessage.id], 'read')).json()).toEqual({ acknowledged: 1 });

    const list = await world.staff('GET', `/patients/${phone.patientId}/patient-messages`);
    expect(list.json<PatientMessageList>().messages[0]).toMatchObject({
      phoneDeliveredAt: expect.any(String) as unknown,
      phoneReadAt: expect.any(String) as unknown,
      watchDeliveredAt: null,
      watchReadAt: null,
    });
    // The watch's copy is still waiting for the watch.
    expect((await outbox(watch)).map((message) => message.kind)).toEqual(['category', 'patient']);
  });

  it('another patient’s messages cannot be acknowledged', async () => {
    await categoryDelivery(other.patientId, ['phone'], 'Någon annans');
    const [theirs] = await outbox(other.token);
    await world.settle();
    const before = await databaseFingerprint(world.db);
    const response = await acknowledge(phone.token, [theirs!.id], 'read');
    expect(response.json()).toEqual({ acknowledged: 0 });
    expect(await databaseFingerprint(world.db)).toEqual(before);
    expect(await outbox(other.token)).toHaveLength(1);
  });

  it('refuses malformed acknowledgements', async () => {
    for (const payload of [
      { ids: [], kind: 'read' },
      { ids: ['category-1'], kind: 'seen' },
      { ids: ['drop table'], kind: 'read' },
    ]) {
      const response = await world.device(
        'POST',
        '/mobile/messages/acknowledgements',
        phone.token,
        payload,
        null,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
