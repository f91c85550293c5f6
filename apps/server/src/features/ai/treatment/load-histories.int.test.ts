import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMobileWorld, dryNight, nightAgo, wetNight } from '../../mobile/test-world.ts';
import { loadTreatmentHistories } from './load-histories.ts';

describe('treatment histories from the database', () => {
  let world: Awaited<ReturnType<typeof createMobileWorld>>;
  beforeAll(async () => {
    world = await createMobileWorld();
  });
  afterAll(() => world.server.close());

  it('reads a child’s nights from the first entry, with gaps, the form and the outcome staff recorded', async () => {
    const phone = await world.register({ age: 9, gender: 'Male', appVersion: '2.1.5' });
    const entries = [wetNight(nightAgo(5), 2), dryNight(nightAgo(4)), dryNight(nightAgo(1))];
    const sent = await world.device('POST', '/mobile/nightly-entries', phone.token, { entries });
    expect(sent.statusCode).toBeLessThan(300);
    const outcome = await world.staff('POST', `/patients/${phone.patientId}/create-outcome-variable/value/4`);
    expect(outcome.statusCode).toBe(200);

    const [history] = await loadTreatmentHistories(world.db, { patientIds: [phone.patientId] });
    expect(history).toMatchObject({
      patientId: phone.patientId,
      age: 9,
      gender: 'Male',
      appVersion: '2.1.5',
    });
    expect(history!.nights).toEqual([
      { value: 2, wokeUp: true, selfWokeUp: false },
      { value: 0, wokeUp: false, selfWokeUp: false },
      null,
      null,
      { value: 0, wokeUp: false, selfWokeUp: false },
    ]);
    expect(history!.answers.yesNo).toEqual([true, false, null]);
    expect(history!.answers.scores).toEqual([2, 1, 0, 3, 1, 0, 2, 1, 0, 1]);
    expect(history!.outcome).toBe('dropout');
  });

  it('leaves out children who have not started and an outcome marked Ignore', async () => {
    const silent = await world.register();
    const ignored = await world.register();
    await world.device('POST', '/mobile/nightly-entries', ignored.token, {
      entries: [dryNight(nightAgo(2))],
    });
    await world.staff('POST', `/patients/${ignored.patientId}/create-outcome-variable/value/5`);
    const histories = await loadTreatmentHistories(world.db, {
      patientIds: [silent.patientId, ignored.patientId],
    });
    expect(histories.map((history) => [history.patientId, history.outcome])).toEqual([
      [ignored.patientId, null],
    ]);
  });
});
