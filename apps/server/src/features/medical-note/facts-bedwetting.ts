import { addDays, daysBetween } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Unnumbered } from './facts-types.ts';
import { redact, type Identifiers } from './redact.ts';
import type { PatientData } from '../../platform/access/patient-data.ts';

const WINDOWS = [14, 28] as const;
const ERROR_WINDOW = 28;
const QUOTED_ERRORS = 2;
// Far enough back for any dry streak a note would mention.
const HISTORY_DAYS = 365;

/**
 * The alarm treatment's facts: its day, the nights of the last 14 and 28, the dry streak, the last
 * entry, technical errors with the latest texts quoted. missingDays: nights not recorded of the
 * last 14; null before the first entry.
 */
export async function bedwettingFacts(
  db: Db,
  options: { patientId: number; today: string; identifiers: Identifiers; patients: PatientData },
): Promise<{ facts: Unnumbered[]; missingDays: number | null }> {
  const { patientId, today, identifiers } = options;
  const { firstEntryDate } = await options.patients
    .patients()
    .select('firstEntryDate')
    .where('patient.id', '=', patientId)
    .executeTakeFirstOrThrow();
  if (firstEntryDate === null || firstEntryDate > today) return { facts: [], missingDays: null };
  const [entries, errors] = await Promise.all([
    db
      .selectFrom('nightlyEntry')
      .select(['night', 'value'])
      .where('patientId', '=', patientId)
      .where('supersededAt', 'is', null)
      .where('night', '>=', addDays(today, -HISTORY_DAYS))
      .where('night', '<=', today)
      .execute(),
    db
      .selectFrom('technicalError')
      .select(['night', 'text', 'fixed'])
      .where('patientId', '=', patientId)
      .where('night', '>=', addDays(today, -(ERROR_WINDOW - 1)))
      .orderBy('occurredAt', 'desc')
      .execute(),
  ]);
  const values = new Map(entries.map((entry) => [entry.night, entry.value]));
  const facts: Unnumbered[] = [
    { kind: 'period', flavour: 'bedwetting', day: daysBetween(firstEntryDate, today) + 1 },
  ];
  // The four-week window says more than the two-week one only once the treatment is older than that.
  const windows = daysBetween(firstEntryDate, today) >= WINDOWS[0] ? WINDOWS : WINDOWS.slice(0, 1);
  const nights = windows.map((windowNights) => nightCounts(values, { windowNights, firstEntryDate, today }));
  facts.push(...nights);

  const streak = dryStreak(values, today);
  if (streak > 0) facts.push({ kind: 'dryStreak', nights: streak });
  const recorded = entries
    .filter((entry) => entry.value !== null)
    .map((entry) => entry.night)
    .sort();
  const last = recorded.at(-1);
  if (last) facts.push({ kind: 'lastEntry', daysAgo: daysBetween(last, today) });

  if (errors.length > 0) {
    facts.push({
      kind: 'technicalErrors',
      window: ERROR_WINDOW,
      count: errors.length,
      open: errors.filter((error) => !error.fixed).length,
    });
    const texts = [...new Set(errors.map((error) => error.text.trim()).filter(Boolean))];
    for (const text of texts.slice(0, QUOTED_ERRORS)) {
      const error = errors.find((candidate) => candidate.text.trim() === text)!;
      facts.push({
        kind: 'quote',
        source: 'technicalError',
        daysAgo: daysBetween(error.night, today),
        text: redact(text, identifiers),
      });
    }
  }
  return { facts, missingDays: nights[0]!.missing };
}

/**
 * The nights of a window ending with the latest night: tonight's once recorded, else last night's
 * (a family records the night in the morning); nights before the first entry do not count.
 */
function nightCounts(
  values: ReadonlyMap<string, 0 | 1 | 2 | null>,
  { windowNights, firstEntryDate, today }: { windowNights: number; firstEntryDate: string; today: string },
): Extract<Unnumbered, { kind: 'nights' }> {
  const latest = values.has(today) ? today : addDays(today, -1);
  const counts = { dry: 0, wet: 0, veryWet: 0, missing: 0 };
  let counted = 0;
  for (let back = 0; back < windowNights; back++) {
    const night = addDays(latest, -back);
    if (night < firstEntryDate) break;
    counted++;
    const value = values.get(night);
    if (value === 0) counts.dry++;
    else if (value === 1) counts.wet++;
    else if (value === 2) counts.veryWet++;
    else counts.missing++;
  }
  return { kind: 'nights', window: windowNights, counted, ...counts };
}

/** Dry nights in a row up to the latest night (tonight's only once recorded). */
function dryStreak(values: ReadonlyMap<string, 0 | 1 | 2 | null>, today: string): number {
  let back = values.has(today) ? 0 : 1;
  let streak = 0;
  while (values.get(addDays(today, -back)) === 0) {
    streak++;
    back++;
  }
  return streak;
}
