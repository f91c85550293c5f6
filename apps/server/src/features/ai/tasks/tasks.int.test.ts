import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMobileWorld, dryNight, nightAgo, wetNight } from '../../mobile/test-world.ts';
import { createUser, loginAs } from '../../../test/factory.ts';
import { runQueuedAiTasks } from './runner.ts';

describe('AI tasks', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  let adminToken: string;
  beforeAll(async () => {
    world = await createMobileWorld();
    const admin = await createUser(world.db, { role: 'ROLE_MYAPPADMIN', clinicIds: [world.clinic.clinicId] });
    adminToken = await loginAs(world.server.app, admin);
  });
  afterAll(() => world.server.close());

  const submit = (tasks: unknown) => world.staff('POST', '/ai-tasks-set/', adminToken, tasks as object);
  const results = async () =>
    (await world.staff('GET', '/ai-task-results/', adminToken)).json<Record<string, string | null>>();

  it('queues a task once: a second submit is refused until it has run, then it shows when it completed', async () => {
    expect(await results()).toEqual({
      diagnosis_training_all_patients: null,
      treatment_training_all_patients: null,
      mark_data_for_training: null,
    });
    const first = await submit(['mark_data_for_training']);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Submitted' });
    const again = await submit(['mark_data_for_training', 'treatment_training_all_patients']);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'Data already submitted',
      messageId: 'aiTask.alreadySubmitted',
    });
    // Refused as a whole: the other task was not queued either.
    const state = (await world.staff('GET', '/ai-tasks/state', adminToken)).json<
      { task: string; requestedAt: string | null }[]
    >();
    expect(state.filter((task) => task.requestedAt !== null).map((task) => task.task)).toEqual([
      'mark_data_for_training',
    ]);

    expect(await runQueuedAiTasks(world.db)).toEqual(['mark_data_for_training']);
    const completed = (await results()).mark_data_for_training;
    expect(completed).not.toBeNull();
    expect(Date.now() - Date.parse(completed!)).toBeLessThan(60_000);
    expect((await submit(['mark_data_for_training'])).statusCode).toBe(200);
    await runQueuedAiTasks(world.db);
  });

  it('a task that fails is recorded, changes no completion time, and can be submitted again', async () => {
    const before = (await results()).treatment_training_all_patients;
    expect((await submit(['treatment_training_all_patients'])).statusCode).toBe(200);
    await runQueuedAiTasks(world.db, {
      treatment_training_all_patients: async (_db, report) => {
        await report(0.5);
        throw new Error('the training data ran out');
      },
    });
    expect((await results()).treatment_training_all_patients).toBe(before);
    const row = await world.db
      .selectFrom('aiTaskResult')
      .select(['lastFailedAt', 'lastError', 'requestedAt'])
      .where('task', '=', 'treatment_training_all_patients')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lastError: 'the training data ran out', requestedAt: null });
    expect(row.lastFailedAt).not.toBeNull();
    expect((await submit(['treatment_training_all_patients'])).statusCode).toBe(200);
    await runQueuedAiTasks(world.db, { treatment_training_all_patients: async () => {} });
  });

  it('a runner that died frees its task after the heartbeat timeout', async () => {
    expect((await submit(['treatment_training_all_patients'])).statusCode).toBe(200);
    await world.db
      .updateTable('aiTaskResult')
      .set({ startedAt: new Date(Date.now() - 3_600_000), heartbeatAt: new Date(Date.now() - 11 * 60_000) })
      .where('task', '=', 'treatment_training_all_patients')
      .execute();
    expect((await submit(['treatment_training_all_patients'])).statusCode).toBe(200);
    expect(await runQueuedAiTasks(world.db, { treatment_training_all_patients: async () => {} })).toEqual([
      'treatment_training_all_patients',
    ]);
  });

  it("refuses the other flavour's task with a clear 400 and queues nothing", async () => {
    // The bedwetting clinic has no hospitalization model to train.
    for (const body of [
      ['diagnosis_training_all_patients'],
      ['mark_data_for_training', 'diagnosis_training_all_patients'],
    ]) {
      const response = await submit(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'A chosen task does not apply to this product',
        messageId: 'aiTask.otherFlavour',
      });
    }
    const state = await world.db.selectFrom('aiTaskResult').select(['task', 'requestedAt']).execute();
    expect(state.filter((task) => task.requestedAt !== null)).toEqual([]);
  });

  it('refuses an empty or unknown task list with a clear 400', async () => {
    for (const body of [[], ['train_everything'], ['mark_data_for_training', 'mark_data_for_training']]) {
      const response = await submit(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Choose at least one task',
        messageId: 'aiTask.chooseTask',
      });
    }
  });

  it('marks ended treatments without an outcome, never one staff recorded', async () => {
    const dryChild = await world.register();
    const recorded = await world.register();
    const wetChild = await world.register();
    const fourteenDry = Array.from({ length: 14 }, (_, index) => dryNight(nightAgo(index + 1)));
    for (const phone of [dryChild, recorded])
      await world.device('POST', '/mobile/nightly-entries', phone.token, {
        entries: [wetNight(nightAgo(15)), ...fourteenDry],
      });
    await world.device('POST', '/mobile/nightly-entries', wetChild.token, {
      entries: [wetNight(nightAgo(1))],
    });
    await world.staff('POST', `/patients/${recorded.patientId}/create-outcome-variable/value/3`);

    expect((await submit(['mark_data_for_training'])).statusCode).toBe(200);
    await runQueuedAiTasks(world.db);
    const outcomes = await world.db
      .selectFrom('treatmentOutcome')
      .select(['patientId', 'value', 'source'])
      .where('patientId', 'in', [dryChild.patientId, recorded.patientId, wetChild.patientId])
      .orderBy('patientId')
      .execute();
    expect(outcomes).toEqual([
      { patientId: dryChild.patientId, value: 1, source: 'automatic' },
      { patientId: recorded.patientId, value: 3, source: 'staff' },
    ]);
  });
});
