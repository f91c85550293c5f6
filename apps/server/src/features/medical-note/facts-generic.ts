import { sql } from 'kysely';
import { addDays, daysBetween, HOSPITALIZATION_VITALS, type NoteFactOf } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Unnumbered } from './facts-types.ts';

const WINDOW = 14;
const STAYS = 3;

interface MeasurementRow {
  code: string;
  units: string;
  value: number;
  day: string;
  status: string;
  mean: number | null;
  previousMean: number | null;
}

const LEVELS: Record<string, NoteFactOf<'measurement'>['level']> = {
  ALERT_LOW: 'veryLow',
  ABNORMAL_LOW: 'low',
  NORMAL_LOW: 'normal',
  NORMAL: 'normal',
  NORMAL_HIGH: 'normal',
  ABNORMAL_HIGH: 'high',
  ALERT_HIGH: 'veryHigh',
};

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Home monitoring's facts: days monitored, each vital sign's latest value and status with its
 * mean over the last 14 days against the 14 before, the last measurement and recent hospital
 * stays. missingDays: days of the last 14 without any measurement; null before the first.
 */
export async function genericFacts(
  db: Db,
  { patientId, today }: { patientId: number; today: string },
): Promise<{ facts: Unnumbered[]; missingDays: number | null }> {
  const recent = addDays(today, -(WINDOW - 1));
  const previous = addDays(recent, -WINDOW);
  const tomorrow = addDays(today, 1);
  const { rows: spans } = await sql<{ first: string | null; last: string | null; measuredDays: number }>`
    select to_char(min(x.time_stamp at time zone 'UTC'), 'YYYY-MM-DD') as first,
      to_char(max(x.time_stamp at time zone 'UTC'), 'YYYY-MM-DD') as last,
      count(distinct (x.time_stamp at time zone 'UTC')::date) filter (where x.time_stamp >= ${recent}::date)::int as "measuredDays"
    from variable_value x join patient_variable v on v.id = x.variable_id and v.kind = 'measured'
    where x.patient_id = ${patientId} and x.value is not null and x.time_stamp < ${tomorrow}::date`.execute(
    db,
  );
  const span = spans[0];
  if (!span?.first || !span.last) return { facts: [], missingDays: null };

  const { rows: measurements } = await sql<MeasurementRow>`
    select v.code, v.units, l.value, to_char(l.time_stamp at time zone 'UTC', 'YYYY-MM-DD') as day, l.status,
      (select avg(x.value) from variable_value x where x.patient_id = l.patient_id and x.variable_id = v.id
        and x.time_stamp >= ${recent}::date and x.time_stamp < ${tomorrow}::date)::float8 as mean,
      (select avg(x.value) from variable_value x where x.patient_id = l.patient_id and x.variable_id = v.id
        and x.time_stamp >= ${previous}::date and x.time_stamp < ${recent}::date)::float8 as "previousMean"
    from patient_variable v
    join patient_variable_latest l on l.variable_id = v.id and l.patient_id = ${patientId}
    where v.code = any(${[...HOSPITALIZATION_VITALS]}::text[]) and l.value is not null
    order by array_position(${[...HOSPITALIZATION_VITALS]}::text[], v.code)`.execute(db);
  const stays = await db
    .selectFrom('hospitalization')
    .select(['admittedAt', 'dischargedAt'])
    .where('patientId', '=', patientId)
    .where((eb) =>
      eb.or([
        eb('dischargedAt', 'is', null),
        eb('admittedAt', '>=', new Date(`${addDays(today, -365)}T00:00:00Z`)),
      ]),
    )
    .orderBy('admittedAt', 'desc')
    .limit(STAYS)
    .execute();

  const monitoredDays = daysBetween(span.first, today) + 1;
  const facts: Unnumbered[] = [{ kind: 'period', flavour: 'generic', day: monitoredDays }];
  for (const row of measurements)
    facts.push({
      kind: 'measurement',
      variable: row.code,
      unit: row.units,
      latest: oneDecimal(row.value)!,
      latestDaysAgo: Math.max(0, daysBetween(row.day, today)),
      window: WINDOW,
      mean: oneDecimal(row.mean),
      previousMean: oneDecimal(row.previousMean),
      level: LEVELS[row.status] ?? 'unknown',
    });
  facts.push({ kind: 'lastEntry', daysAgo: Math.max(0, daysBetween(span.last, today)) });
  for (const stay of stays) {
    const admitted = new Date(stay.admittedAt).toISOString().slice(0, 10);
    const discharged = stay.dischargedAt ? new Date(stay.dischargedAt).toISOString().slice(0, 10) : today;
    facts.push({
      kind: 'hospitalStay',
      admittedDaysAgo: Math.max(0, daysBetween(admitted, today)),
      days: Math.max(1, daysBetween(admitted, discharged)),
      ongoing: stay.dischargedAt === null,
    });
  }
  return { facts, missingDays: Math.min(WINDOW, monitoredDays) - span.measuredDays };
}
