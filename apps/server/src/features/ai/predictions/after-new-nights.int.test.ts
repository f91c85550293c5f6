import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { predictAfterNewNights } from './after-new-nights.ts';

const TODAY = new Date().toISOString().slice(0, 10);

describe('predictions after nights arrive in bulk', () => {
  let server: TestApp;
  let children: number[];
  beforeAll(async () => {
    server = await createTestApp({ CUSTOMER: 'bedwetting' });
    await seedDemoClinicIfEmpty(server.database.db, server.config);
    // Treatments in progress today, each predicted by the back-fill as of today.
    const rows = await server.database.db
      .selectFrom('aiPrediction')
      .select('patientId')
      .distinct()
      .where('asOf', '=', TODAY)
      .orderBy('patientId')
      .execute();
    children = rows.map((row) => row.patientId);
  }, 120_000);
  afterAll(() => server.close());

  const db = () => server.database.db;
  const predictionsOf = async (patientId: number) =>
    (await db().selectFrom('aiPrediction').select('id').where('patientId', '=', patientId).execute()).length;

  /** Records the child's latest `count` nights again, now: as a phone that was offline would send them. */
  async function resend(patientId: number, count: number) {
    const latest = await db()
      .selectFrom('nightlyEntry')
      .selectAll()
      .where('patientId', '=', patientId)
      .where('supersededAt', 'is', null)
      .orderBy('night', 'desc')
      .limit(count)
      .execute();
    expect(latest).toHaveLength(count);
    await db()
      .deleteFrom('nightlyEntry')
      .where(
        'id',
        'in',
        latest.map((night) => night.id),
      )
      .execute();
    await db()
      .insertInto('nightlyEntry')
      .values(
        latest.map(({ id: _id, recordedAt: _recordedAt, ...night }) => ({
          ...night,
          idempotencyKey: null,
        })),
      )
      .execute();
  }

  it('predicts a child at once when several nights came since the latest prediction', async () => {
    const [synced, oneNight, untouched] = children;
    expect(untouched).toBeDefined();
    await resend(synced!, 3);
    await resend(oneNight!, 1);
    const before = await Promise.all(children.map(predictionsOf));

    expect(await predictAfterNewNights(db(), [synced!, oneNight!, untouched!])).toBe(1);

    const after = await Promise.all(children.map(predictionsOf));
    expect(after[0]).toBe(before[0]! + 1);
    expect(after.slice(1)).toEqual(before.slice(1));
    // Predicted now: a second run finds nothing new.
    expect(await predictAfterNewNights(db(), [synced!])).toBe(0);
  });
});
