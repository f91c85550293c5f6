import {
  countNights,
  daysOfMonth,
  nightState,
  type CalendarNight,
  type NightCalendar,
  type TechnicalError,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { isoInstant, technicalErrors } from './technical-errors.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

interface PatientDay {
  timezone: string;
  today: string;
  firstNight: string;
}

/**
 * GET /patients/{id}/nights: one month of nights (the patient's current month when none is
 * asked for), each with its current entry, its technical errors and its state, and the counts.
 */
export async function nightCalendar(
  db: Db,
  { actor, patientId, month }: { actor: Actor; patientId: number; month?: string | undefined },
): Promise<NightCalendar> {
  await patientsOf(db, actor).require(patientId);
  const { timezone, today, firstNight } = await patientDay(db, patientId);
  const shown = month ?? today.slice(0, 7);
  const days = daysOfMonth(shown);
  const from = days[0]!;
  const to = days.at(-1)!;
  const [entries, errors] = await Promise.all([
    db
      .selectFrom('nightlyEntry')
      .select([
        'night',
        'value',
        'wokeUp',
        'selfWokeUp',
        'timeStampWokeUp',
        'wetSecondTime',
        'recordedAt',
        'replacesId',
      ])
      .where('patientId', '=', patientId)
      .where('supersededAt', 'is', null)
      .where('night', '>=', from)
      .where('night', '<=', to)
      .execute(),
    technicalErrors(db, { patientId, from, to }),
  ]);
  const entryOf = new Map(entries.map((entry) => [entry.night, entry]));
  const errorsOf = new Map<string, TechnicalError[]>();
  for (const error of errors) errorsOf.set(error.night, [...(errorsOf.get(error.night) ?? []), error]);
  const nights = days.map((night): CalendarNight => {
    const entry = entryOf.get(night);
    const nightErrors = errorsOf.get(night) ?? [];
    const value = entry?.value ?? null;
    return {
      night,
      state: nightState({ night, value, hasTechnicalError: nightErrors.length > 0, today, firstNight }),
      value,
      wokeUp: entry?.wokeUp ?? null,
      selfWokeUp: entry?.selfWokeUp ?? null,
      timeStampWokeUp: entry?.timeStampWokeUp ? isoInstant(entry.timeStampWokeUp) : null,
      wetSecondTime: entry?.wetSecondTime ?? null,
      recordedAt: entry ? isoInstant(entry.recordedAt) : null,
      corrected: entry?.replacesId != null,
      technicalErrors: nightErrors,
    };
  });
  return {
    month: shown,
    today,
    timezone,
    firstNight,
    nights,
    counts: countNights(nights.map((night) => night.state)),
  };
}

/**
 * The patient's local day now, and the first night that counts as missing when not recorded: the
 * night after registration, or the first entry if that came earlier
 * (docs/decisions/derived-variables.md). A time zone PostgreSQL does not know counts as UTC, as in the derived variables.
 */
async function patientDay(db: Db, patientId: number): Promise<PatientDay> {
  const { rows } = await sql<PatientDay>`
    select z.timezone, z.today::text as today,
      least((z.created_at at time zone z.tz)::date + 1, coalesce(
        (select min(e.night) from nightly_entry e
          where e.patient_id = z.id and e.superseded_at is null and e.value is not null),
        'infinity'::date))::text as first_night
    from (
      select p.id, p.created_at, p.timezone, zone.tz, (now() at time zone zone.tz)::date as today
      from patient p
      cross join lateral (
        select case when is_time_zone(p.timezone) then p.timezone else 'UTC' end as tz
      ) zone
      where p.id = ${patientId}
    ) z`.execute(db);
  return rows[0]!;
}
