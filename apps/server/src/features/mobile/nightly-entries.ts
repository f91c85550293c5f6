import {
  addDays,
  localDate,
  MOBILE_LIMITS,
  MOBILE_MESSAGES,
  nightlyEntryTimeProblem,
  repeatedNight,
  type NightlyEntryBatchResult,
  type NightlyEntryInput,
  type StoredNightlyEntry,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { markPatientDue } from '../derived-data/index.ts';

const DAY_MS = 86_400_000;

/** The checks that need the patient's time zone but no stored data; throws 400 with the first problem. */
export function checkNightlyEntries(entries: readonly NightlyEntryInput[], device: Device, now: Date): void {
  const repeated = repeatedNight(entries);
  if (repeated) throw badRequest(MOBILE_MESSAGES.repeatedNight(repeated));
  for (const entry of entries) {
    const problem = nightlyEntryTimeProblem(entry, device.timezone, now);
    if (problem) throw badRequest(problem);
  }
}

const storedColumns = [
  'id',
  'night',
  'value',
  'wokeUp',
  'selfWokeUp',
  'timeStampWokeUp',
  'wetSecondTime',
  'source',
  'recordedAt',
  'replacesId',
] as const;

type StoredRow = {
  id: number;
  night: string;
  value: number | null;
  wokeUp: boolean | null;
  selfWokeUp: boolean | null;
  timeStampWokeUp: Date | string | null;
  wetSecondTime: boolean | null;
  source: string;
  recordedAt: Date | string;
  replacesId: number | null;
};

/**
 * Stores a batch of nights in the caller's transaction, all or nothing. A night not yet recorded
 * is created; one recorded with the same values is left as it is; one recorded with other values
 * is replaced only when the entry says `correction` (the old row is kept, superseded), else the
 * whole batch is 409.
 */
export async function recordNightlyEntries(
  trx: Db,
  { device, entries, key }: { device: Device; entries: readonly NightlyEntryInput[]; key: string },
): Promise<NightlyEntryBatchResult> {
  const corrections = entries.filter((entry) => entry.correction);
  const replaced =
    corrections.length > 0
      ? await supersedeCorrected(trx, device.patientId, corrections)
      : new Map<string, number>();
  // The usual morning: nights not recorded yet, stored by one statement that skips recorded ones.
  const inserted = await trx
    .insertInto('nightlyEntry')
    .values(
      entries.map((entry) => ({
        patientId: device.patientId,
        night: entry.night,
        value: entry.value,
        wokeUp: entry.wokeUp,
        selfWokeUp: entry.selfWokeUp,
        timeStampWokeUp: entry.timeStampWokeUp,
        wetSecondTime: entry.wetSecondTime,
        source: device.kind,
        // The request's key with the night: each row says which request wrote it.
        idempotencyKey: `${key} ${entry.night}`,
        replacesId: replaced.get(entry.night) ?? null,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['patientId', 'night']).where('supersededAt', 'is', null).doNothing(),
    )
    .returning(storedColumns)
    .execute();

  const insertedByNight = new Map(inserted.map((row) => [row.night, row]));
  const skipped = entries.filter((entry) => !insertedByNight.has(entry.night));
  const unchanged = new Map<string, StoredRow>();
  if (skipped.length > 0) {
    // Already recorded: the same values are fine, other values needed `correction` (or another
    // request recorded the night a moment ago).
    const current = await currentEntries(trx, device.patientId, skipped);
    for (const entry of skipped) {
      const stored = current.get(entry.night);
      if (!stored || !sameNight(stored, entry)) {
        throw conflict(
          replaced.has(entry.night) || !stored
            ? MOBILE_MESSAGES.recordedMeanwhile
            : MOBILE_MESSAGES.alreadyRecorded(entry.night),
        );
      }
      unchanged.set(entry.night, stored);
    }
  }

  if (inserted.length > 0) {
    const firstNight = inserted.reduce(
      (first, row) => (row.night < first ? row.night : first),
      inserted[0]!.night,
    );
    await markPatientDue(trx, device.patientId, { firstEntry: firstNight });
  }
  return {
    entries: entries.map((entry) => {
      const created = insertedByNight.get(entry.night);
      if (created)
        return { ...storedEntry(created), outcome: created.replacesId === null ? 'created' : 'corrected' };
      return { ...storedEntry(unchanged.get(entry.night)!), outcome: 'unchanged' };
    }),
  };
}

/** Marks the current entries that corrections replace as superseded; returns their ids by night. */
async function supersedeCorrected(
  trx: Db,
  patientId: number,
  corrections: readonly NightlyEntryInput[],
): Promise<Map<string, number>> {
  const current = await currentEntries(trx, patientId, corrections);
  const changed = corrections.flatMap((entry) => {
    const stored = current.get(entry.night);
    return stored && !sameNight(stored, entry) ? [stored] : [];
  });
  if (changed.length === 0) return new Map();
  await trx
    .updateTable('nightlyEntry')
    .set({ supersededAt: sql<Date>`now()` })
    .where(
      'id',
      'in',
      changed.map((row) => row.id),
    )
    .execute();
  return new Map(changed.map((row) => [row.night, row.id]));
}

async function currentEntries(
  trx: Db,
  patientId: number,
  entries: readonly { night: string }[],
): Promise<Map<string, StoredRow>> {
  const rows = await trx
    .selectFrom('nightlyEntry')
    .select(storedColumns)
    .where('patientId', '=', patientId)
    .where(
      'night',
      'in',
      entries.map((entry) => entry.night),
    )
    .where('supersededAt', 'is', null)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.night, row]));
}

function sameNight(stored: StoredRow, entry: NightlyEntryInput): boolean {
  return (
    stored.value === entry.value &&
    stored.wokeUp === entry.wokeUp &&
    stored.selfWokeUp === entry.selfWokeUp &&
    stored.wetSecondTime === entry.wetSecondTime &&
    instantMs(stored.timeStampWokeUp) === instantMs(entry.timeStampWokeUp)
  );
}

const instantMs = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const iso = (value: Date | string) => new Date(value).toISOString();

function storedEntry(row: StoredRow): StoredNightlyEntry {
  return {
    id: row.id,
    night: row.night,
    value: row.value,
    wokeUp: row.wokeUp,
    selfWokeUp: row.selfWokeUp,
    timeStampWokeUp: row.timeStampWokeUp === null ? null : iso(row.timeStampWokeUp),
    wetSecondTime: row.wetSecondTime,
    source: row.source,
    recordedAt: iso(row.recordedAt),
    corrected: row.replacesId !== null,
  };
}

/** The current entry of each night from `from` to `to` (default: the 60 nights up to today). */
export async function readNightlyEntries(
  db: Db,
  { device, from, to, now }: { device: Device; from?: string; to?: string; now: Date },
): Promise<{ from: string; to: string; entries: StoredNightlyEntry[] }> {
  const last = to ?? localDate(now, device.timezone);
  const first = from ?? addDays(last, -59);
  if (first > last || Date.parse(last) - Date.parse(first) > MOBILE_LIMITS.maxReadDays * DAY_MS) {
    throw badRequest(CATALOGUE.mobile.readRange);
  }
  const rows = await db
    .selectFrom('nightlyEntry')
    .select(storedColumns)
    .where('patientId', '=', device.patientId)
    .where('night', '>=', first)
    .where('night', '<=', last)
    .where('supersededAt', 'is', null)
    .orderBy('night')
    .execute();
  return { from: first, to: last, entries: rows.map(storedEntry) };
}
