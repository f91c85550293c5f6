import {
  ACKNOWLEDGEMENT_MESSAGES,
  acknowledgedAnswerSchema,
  alertPatientsSchema,
  categoryPatientsSchema,
  type AcknowledgeAlert,
} from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { craftPatient, createCategoryApp, insertCategory, setLatest } from './test-world.ts';

const HOUR_MS = 3600 * 1000;

/** Acknowledged alerts: who, when, why, until when; they stop counting in ALERTS while they hold. */
describe('acknowledged alerts', () => {
  let world: Awaited<ReturnType<typeof createCategoryApp>>;
  /**
   * Twelve girls in the alert category 'Girls' (the first also very wet: alert 'Very wet') and a
   * boy: alert patients enough for the top bar's page to be found by walking the list (member-counts.ts).
   */
  let girls: number[];
  let boy: number;
  let girlsCategory: number;
  let wetCategory: number;

  beforeAll(async () => {
    world = await createCategoryApp();
    const { db, ids } = world;
    const ours = world.clinics.ours.clinicId;
    girls = [];
    for (let index = 0; index < 12; index++) {
      const id = await craftPatient(db, { clinicId: ours, gender: 'Female' });
      await setLatest(db, id, ids.WET!, index === 0 ? 12 : 1);
      girls.push(id);
    }
    boy = await craftPatient(db, { clinicId: ours, gender: 'Male' });
    await setLatest(db, boy, ids.WET!, 0);
    girlsCategory = await insertCategory(db, {
      name: 'Girls',
      alert: true,
      other: [{ otherVariable: 'gender', relation: 'EQ', value: 'Female' }],
    });
    wetCategory = await insertCategory(db, {
      name: 'Very wet',
      alert: true,
      variable: [{ variableId: ids.WET!, relation: 'GT', threshold: 10 }],
    });
  });
  afterAll(() => world.server.close());

  const acknowledge = (patientId: number, body: AcknowledgeAlert = {}, token = world.tokens.user) =>
    world.call('POST', `/patients/${patientId}/alert-acknowledgements`, token, body);
  /** The ALERTS answer in full, and its first page of three (the top bar's way, a walk when it can). */
  const alerts = async () => {
    const read = async (query: string) => {
      const response = await world.call(
        'GET',
        `/rule-based-categories/alert/patients${query}`,
        world.tokens.user,
      );
      expect(response.statusCode, response.body).toBe(200);
      return alertPatientsSchema.parse(response.json());
    };
    const [all, paged] = await Promise.all([read(''), read('?page=0&pageSize=3')]);
    // Both ways agree on the count, and the page is the start of the whole list.
    expect(paged.count).toBe(all.count);
    expect(paged.patients).toEqual(all.patients.slice(0, 3));
    return { count: all.count, ids: all.patients.map((row) => row.idpatient).sort((a, b) => a - b) };
  };
  /** A phone's entry (what new-nights.ts writes on a night): the patient's data change now. */
  const newData = (patientId: number) =>
    world.db
      .updateTable('patient')
      .set({ lastEntryAt: sql<Date>`now()` })
      .where('id', '=', patientId)
      .execute();

  it('without acknowledgements every girl counts', async () => {
    expect(await alerts()).toEqual({ count: 12, ids: [...girls].sort((a, b) => a - b) });
  });

  it('from the ALERTS dialog: every alert category the patient is in is acknowledged, and she stops counting', async () => {
    const response = await acknowledge(girls[1]!, { comment: '  Called the parents  ' });
    expect(response.statusCode, response.body).toBe(200);
    const { acknowledged } = acknowledgedAnswerSchema.parse(response.json());
    expect(acknowledged).toEqual([
      expect.objectContaining({
        categoryId: girlsCategory,
        comment: 'Called the parents',
        snoozeUntil: null,
      }),
    ]);
    expect(acknowledged[0]!.name).toMatch(/^Test user_/);
    const after = await alerts();
    expect(after.count).toBe(11);
    expect(after.ids).not.toContain(girls[1]);
  });

  it('from a category panel: one category; the patient counts while another alert of hers stands', async () => {
    const wet = await acknowledge(girls[0]!, { categoryId: wetCategory });
    expect(acknowledgedAnswerSchema.parse(wet.json()).acknowledged.map((row) => row.categoryId)).toEqual([
      wetCategory,
    ]);
    expect((await alerts()).ids).toContain(girls[0]);
    await acknowledge(girls[0]!, { categoryId: girlsCategory });
    expect(await alerts()).toMatchObject({ count: 10 });
    expect((await alerts()).ids).not.toContain(girls[0]);
  });

  it('new data from the patient ends the acknowledgement', async () => {
    await newData(girls[1]!);
    expect((await alerts()).ids).toContain(girls[1]);
    // Acknowledged again after the data, it holds again.
    await acknowledge(girls[1]!);
    expect((await alerts()).ids).not.toContain(girls[1]);
  });

  it('a snooze holds until its time, then the patient counts again (or earlier, with new data)', async () => {
    const until = new Date(Date.now() + 4 * HOUR_MS).toISOString();
    const response = await acknowledge(girls[2]!, { snoozeUntil: until });
    expect(acknowledgedAnswerSchema.parse(response.json()).acknowledged[0]!.snoozeUntil).toBe(until);
    expect((await alerts()).ids).not.toContain(girls[2]);
    // Four hours pass.
    await world.db
      .updateTable('alertAcknowledgement')
      .set({ snoozeUntil: new Date(Date.now() - 1000) })
      .where('patientId', '=', girls[2]!)
      .execute();
    expect((await alerts()).ids).toContain(girls[2]);
    await acknowledge(girls[2]!, { snoozeUntil: until });
    expect((await alerts()).ids).not.toContain(girls[2]);
    await newData(girls[2]!);
    expect((await alerts()).ids).toContain(girls[2]);
  });

  it('the ALERTS dialog and the alert panel show who acknowledged last, when, and whether it holds', async () => {
    // As the tests above left them: girl 0 acknowledged in both categories, girl 1 again after
    // her new data (both hold), girl 2 snoozed and then new data (lapsed), girl 3 never.
    const read = async (url: string) => {
      const response = await world.call('GET', url, world.tokens.user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<unknown>();
    };
    const listed = alertPatientsSchema.parse(await read('/rule-based-categories/alert/patients')).patients;
    const shown = (id: number) => listed.find((row) => row.idpatient === id)?.acknowledged;
    expect(shown(girls[2]!)).toMatchObject({ comment: null, holds: false });
    expect(shown(girls[2]!)?.name).toMatch(/^Test user_/);
    expect(shown(girls[2]!)?.snoozeUntil).not.toBeNull();
    expect(shown(girls[3]!)).toBeNull();
    // Girls 0 and 1 stand in no alert: they are not in the dialog.
    expect(listed.map((row) => row.idpatient)).not.toContain(girls[0]);

    const page = categoryPatientsSchema.parse(
      await read(`/rule-based-categories/${girlsCategory}/patients?page=0&pageSize=20`),
    );
    const byPatient = new Map(page.acknowledgements?.map((row) => [row.idpatient, row]));
    expect([...byPatient.keys()].sort((a, b) => a - b)).toEqual(
      [girls[0]!, girls[1]!, girls[2]!].sort((a, b) => a - b),
    );
    expect(byPatient.get(girls[0]!)).toMatchObject({ holds: true, snoozeUntil: null });
    expect(byPatient.get(girls[1]!)).toMatchObject({ holds: true, comment: null });
    expect(byPatient.get(girls[2]!)).toMatchObject({ holds: false });
    // Newest first: girl 1's acknowledgement after her new data, not the one with the comment.
    const stored = await world.db
      .selectFrom('alertAcknowledgement')
      .select(['acknowledgedAt'])
      .where('patientId', '=', girls[1]!)
      .orderBy('acknowledgedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(byPatient.get(girls[1]!)!.at).toBe(new Date(stored.acknowledgedAt).toISOString());
  });

  it('bad input is refused with a clear message and changes nothing', async () => {
    const before = await databaseFingerprint(world.db);
    const refused: [number, object, string][] = [
      [
        girls[3]!,
        { snoozeUntil: new Date(Date.now() - HOUR_MS).toISOString() },
        ACKNOWLEDGEMENT_MESSAGES.snoozePast,
      ],
      [
        girls[3]!,
        { snoozeUntil: new Date(Date.now() + 31 * 24 * HOUR_MS).toISOString() },
        ACKNOWLEDGEMENT_MESSAGES.snoozeTooLong,
      ],
      [girls[3]!, { snoozeUntil: 'tomorrow' }, ACKNOWLEDGEMENT_MESSAGES.snoozeTime],
      [girls[3]!, { comment: 'x'.repeat(501) }, ACKNOWLEDGEMENT_MESSAGES.commentTooLong],
      [girls[3]!, { categoryId: wetCategory }, ACKNOWLEDGEMENT_MESSAGES.notInAlert],
      [boy, {}, ACKNOWLEDGEMENT_MESSAGES.noAlert],
    ];
    for (const [patientId, body, message] of refused) {
      const response = await acknowledge(patientId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await databaseFingerprint(world.db)).toEqual(before);
  });

  it('per role: staff of the clinic acknowledge; another clinic’s user gets 404 and nothing changes', async () => {
    for (const token of [world.tokens.superuser, world.tokens.admin, world.tokens.appAdmin]) {
      expect((await acknowledge(girls[3]!, {}, token)).statusCode).toBe(200);
    }
    await newData(girls[3]!);
    const before = await databaseFingerprint(world.db);
    const response = await acknowledge(girls[3]!, {}, world.tokens.stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No patient with that id, try another patient');
    expect(await databaseFingerprint(world.db)).toEqual(before);
    expect((await alerts()).ids).toContain(girls[3]);
  });

  it('every acknowledgement is in the audit trail with its caller', async () => {
    const rows = await world.db
      .selectFrom('auditTrail')
      .select(['method', 'status', 'userId'])
      .where('url', '=', `/api/v1/patients/${girls[0]}/alert-acknowledgements`)
      .execute();
    expect(rows).toEqual([
      { method: 'POST', status: 200, userId: world.users.ROLE_USER.id },
      { method: 'POST', status: 200, userId: world.users.ROLE_USER.id },
    ]);
  });
});
