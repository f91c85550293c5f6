import {
  DROPOUT_HORIZON_DAYS,
  STATISTICS,
  statisticsRowSchema,
  utcToday,
  type StatisticsRow,
} from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../demo/seed.ts';
import { createRecordingMailer } from '../../platform/mailer.ts';
import { createTestDatabase } from '../../test/database.ts';
import { authHeaders, loginAs } from '../../test/factory.ts';
import { computeStatistics } from './compute.ts';

/*
 * The demo clinic's statistics, computed again in full as an operator would after the
 * point-in-time work (back-filled predictions from the history as known on each day), then
 * counted by hand: the raw rows read plainly and counted here in TypeScript, cell by cell,
 * against what Statistics admin (POST /statisticshospitalizations) answers. The dropout rule is
 * the decision's, written out again: the latest outcome is Drop out and no night is recorded from
 * the date + 28 on; seen = a dropout prediction made in the week up to the date.
 */

interface Prediction {
  patientId: number;
  id: number;
  asOf: string;
  score: number;
}

const DAY_MS = 24 * 3600 * 1000;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('the demo clinic’s statistics, recomputed in full and counted by hand', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  const predictions: Prediction[] = [];
  const dropped = new Map<number, boolean>();
  const lastNight = new Map<number, string>();
  const nurseOf = new Map<number, string>();
  let dates: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      APP_PROFILE: 'test',
      DEMO_DATA: 'false',
      JOBS: 'false',
      CUSTOMER: 'bedwetting',
    });
    database = await createTestDatabase();
    const logins = await seedDemoClinicIfEmpty(database.db, config);
    app = await buildApp({ config, database, mailer: createRecordingMailer() });
    await app.ready();
    const admin = logins?.find((login) => login.username === 'appadmin');
    if (!admin) throw new Error('the demo has no product admin');
    token = await loginAs(app, admin);
    const { db } = database;

    const full = await computeStatistics(db, { customer: 'bedwetting', today: utcToday(), full: true });
    expect(full.dates).toBeGreaterThan(3);

    // The raw inputs, read row by row (no aggregate of the database's doing).
    const rows = await db
      .selectFrom('aiPrediction')
      .select(['id', 'patientId', 'asOf', 'pDropout'])
      .where('pDropout', 'is not', null)
      .where('asOf', 'is not', null)
      .execute();
    for (const row of rows)
      predictions.push({
        id: row.id,
        patientId: row.patientId,
        asOf: toDay(row.asOf!),
        score: Number(row.pDropout),
      });
    const outcomes = await db
      .selectFrom('treatmentOutcome')
      .select(['patientId', 'value', 'recordedAt', 'id'])
      .execute();
    const latestOutcome = new Map<number, { at: number; id: number; value: number }>();
    for (const outcome of outcomes) {
      const at = new Date(outcome.recordedAt).getTime();
      const known = latestOutcome.get(outcome.patientId);
      if (!known || at > known.at || (at === known.at && outcome.id > known.id))
        latestOutcome.set(outcome.patientId, { at, id: outcome.id, value: Number(outcome.value) });
    }
    for (const [patientId, outcome] of latestOutcome) dropped.set(patientId, outcome.value === 4);
    const nights = await db
      .selectFrom('nightlyEntry')
      .select(['patientId', 'night'])
      .where('supersededAt', 'is', null)
      .where('value', 'is not', null)
      .execute();
    for (const night of nights) {
      const day = toDay(night.night);
      if ((lastNight.get(night.patientId) ?? '') < day) lastNight.set(night.patientId, day);
    }
    const patients = await db
      .selectFrom('patient')
      .leftJoin('appUser', 'appUser.id', 'patient.responsibleUserId')
      .select(['patient.id', 'appUser.firstName', 'appUser.lastName'])
      .execute();
    for (const patient of patients)
      nurseOf.set(patient.id, `${patient.firstName ?? ''} ${patient.lastName ?? ''}`.trim());

    const stored = await db.selectFrom('statisticsComputed').select('date').orderBy('date').execute();
    dates = stored.map((row) => toDay(row.date));
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The hand count of one date: every patient seen, or those of one nurse. */
  function countByHand(date: string, nurse?: string) {
    const latest = new Map<number, Prediction>();
    for (const prediction of predictions) {
      if (prediction.asOf <= plusDays(date, -7) || prediction.asOf > date) continue;
      const known = latest.get(prediction.patientId);
      if (
        !known ||
        prediction.asOf > known.asOf ||
        (prediction.asOf === known.asOf && prediction.id > known.id)
      )
        latest.set(prediction.patientId, prediction);
    }
    const seen = [...latest.values()]
      .filter((prediction) => nurse === undefined || nurseOf.get(prediction.patientId) === nurse)
      .sort((a, b) => b.score - a.score || a.patientId - b.patientId);
    const horizonEnd = plusDays(date, DROPOUT_HORIZON_DAYS);
    const positive = (patientId: number) =>
      dropped.get(patientId) === true && (lastNight.get(patientId) ?? '') < horizonEnd;
    return STATISTICS.kValues.map((k) => ({
      atK: k,
      numberPatients: seen.length,
      truePositive: seen.filter((p, rank) => rank < k && positive(p.patientId)).length,
      falsePositive: seen.filter((p, rank) => rank < k && !positive(p.patientId)).length,
      falseNegative: seen.filter((p, rank) => rank >= k && positive(p.patientId)).length,
    }));
  }

  async function answered(body: Record<string, unknown>): Promise<StatisticsRow[]> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/statisticshospitalizations',
      headers: authHeaders(token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return z.array(statisticsRowSchema).parse(response.json());
  }

  const cells = (rows: readonly StatisticsRow[]) =>
    rows
      .map(({ atK, numberPatients, truePositive, falsePositive, falseNegative }) => ({
        atK,
        numberPatients,
        truePositive,
        falsePositive,
        falseNegative,
      }))
      .sort((a, b) => a.atK - b.atK);

  it('every patient seen, on the first, a middle and the last week: the screen’s cells equal the hand count', async () => {
    const chosen = [dates[0]!, dates[Math.floor(dates.length / 2)]!, dates.at(-1)!];
    let positives = 0;
    for (const date of chosen) {
      const rows = await answered({ startDate: date, endDate: date });
      const everyone = rows.filter(
        (row) =>
          row.nurseName === STATISTICS.all &&
          row.groupName === STATISTICS.all &&
          row.cohort === STATISTICS.all,
      );
      const byHand = countByHand(date);
      expect(cells(everyone), date).toEqual(byHand);
      positives += byHand[0]!.truePositive + byHand[0]!.falseNegative;
    }
    // Not a vacuous check: the weeks counted hold children seen and dropouts among them.
    expect(countByHand(chosen[1]!)[0]!.numberPatients).toBeGreaterThan(0);
    expect(positives).toBeGreaterThan(0);
  }, 300_000);

  it('per nurse on a middle week: each nurse’s cells equal the hand count of her patients', async () => {
    const date = dates[Math.floor(dates.length / 2)]!;
    const rows = await answered({ startDate: date, endDate: date, groupByRadioButton: 'NURSE' });
    const nurses = [...new Set(rows.map((row) => row.nurseName))];
    expect(nurses.length).toBeGreaterThan(1);
    for (const nurse of nurses) {
      const theirs = rows.filter(
        (row) => row.nurseName === nurse && row.groupName === STATISTICS.all && row.cohort === STATISTICS.all,
      );
      // A row without a nurse carries the screen's "unknown" label: the patients with none.
      const known = [...nurseOf.values()].includes(nurse) ? nurse : '';
      expect(cells(theirs), nurse).toEqual(countByHand(date, known));
    }
  }, 300_000);
});

function toDay(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
