import { addDays, aiFeatureLabel, type MedicalNote } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variableIdsByCode } from '../categories/test-world.ts';
import { refreshLatestMeasured } from '../variable-values/index.ts';
import { createNoteWorld, storePrediction } from './test-world.ts';

describe('GET /patients/{id}/medical-status-rapport-gpt (generic)', () => {
  let world: Awaited<ReturnType<typeof createNoteWorld>>;

  beforeAll(async () => {
    world = await createNoteWorld({ CUSTOMER: 'generic' });
    const { db, today, patientId } = world;
    const ids = await variableIdsByCode(db);
    // Weight every day at midnight UTC (never in the future) for 28 days: 80 kg the first 14, 82 kg the last 14, 84.5 kg today.
    const weights = Array.from({ length: 28 }, (_, back) => ({
      patientId,
      variableId: ids.WEIGHT!,
      value: back === 0 ? 84.5 : back < 14 ? 82 : 80,
      timeStamp: `${addDays(today, -back)}T00:00:00Z`,
      source: 'phone' as const,
    }));
    await db.insertInto('variableValue').values(weights).execute();
    await refreshLatestMeasured(db, { patientIds: [patientId] });
    await db
      .insertInto('hospitalization')
      .values({
        patientId,
        admittedAt: `${addDays(today, -40)}T10:00:00Z`,
        dischargedAt: `${addDays(today, -35)}T10:00:00Z`,
        status: 'DISCHARGED',
      })
      .execute();
    await storePrediction(db, patientId, {
      kind: 'hospitalization_risk',
      asOf: addDays(today, -1),
      riskScore: 0.23,
      contributions: [
        ['WEIGHT:change', 0.6, 2.1],
        ['measuredShare14', -0.2, 1],
      ],
    });
  });
  afterAll(() => world.server.close());

  it('writes the measurements, stays and risk in German, numbers written the German way', async () => {
    const response = await world.note(world.patientId, { language: 'de' });
    expect(response.statusCode).toBe(200);
    const note = response.json<MedicalNote>();
    const texts = note.sentences.map((sentence) => sentence.text);
    expect(texts[0]).toBe('Junge, 8 Jahre, seit 28 Tagen zu Hause überwacht.');
    expect(texts).toContain(
      'Gewicht: zuletzt 84,5 kg, Mittel 82,2 kg in den letzten 14 Tagen (80 kg in den 14 Tagen davor); der letzte Wert ist normal.',
    );
    expect(texts).toContain('Letzter Eintrag heute.');
    expect(texts).toContain('Krankenhausaufenthalt von 5 Tagen, aufgenommen vor 40 Tagen.');
    expect(texts).toContain('KI-Risiko eines Krankenhausaufenthalts innerhalb von 14 Tagen: 23 % (gestern).');
    expect(texts.at(-1)).toBe(
      `Die KI-Schätzung erhöhen am meisten: ${aiFeatureLabel('WEIGHT:change', 'de')} (2,1); ` +
        `senken am meisten: ${aiFeatureLabel('measuredShare14', 'de')} (100 %).`,
    );
    expect(note.missingDays).toBe(0);
  });

  it('counts the days of the last 14 without a measurement', async () => {
    await world.db
      .deleteFrom('variableValue')
      .where('patientId', '=', world.patientId)
      .where('timeStamp', '>=', new Date(`${addDays(world.today, -5)}T00:00:00Z`))
      .where('timeStamp', '<', new Date(`${addDays(world.today, -2)}T00:00:00Z`))
      .execute();
    const note = (await world.note(world.patientId)).json<MedicalNote>();
    expect(note.missingDays).toBe(3);
  });
});
