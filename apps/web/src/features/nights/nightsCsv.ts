import type { CalendarNight, NightCalendar, TechnicalError } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { CsvTable } from '../../components/export/patientRowsCsv.ts';
import { entryWords, NIGHT_LOOK, yesNoWords } from './nightPresentation.ts';
import { patientClock, patientTime } from './nightTime.ts';

/**
 * A patient's nights as a CSV, one row per night, oldest first: what the calendar's day and its
 * details show, in words (state, entry, waking, recorded, corrected, technical errors). Times are
 * the patient's clock, as the calendar shows them, with the time zone beside them and the
 * recording's instant in UTC. Days still to come and empty days before the start are left out.
 */
export function nightsCsv(t: TFunction, months: readonly NightCalendar[]): CsvTable {
  const timeZone = months.at(-1)?.timezone ?? 'UTC';
  const header = [
    t('export.night'),
    t('export.nightState'),
    t('nights.value'),
    t('nights.wokeUp'),
    t('nights.selfWokeUp'),
    t('nights.timeWokeUp'),
    t('nights.wetSecondTime'),
    t('nights.corrected'),
    t('nights.recordedAt'),
    t('export.recordedUtc'),
    t('nights.technicalErrors'),
    t('export.timeZone'),
  ];
  const rows = months
    .flatMap((month) => month.nights)
    .filter(shownInCsv)
    .map((night) => [
      night.night,
      t(NIGHT_LOOK[night.state].label),
      entryWords(t, night),
      yesNoWords(t, night.wokeUp),
      yesNoWords(t, night.selfWokeUp),
      night.timeStampWokeUp === null ? null : patientTime(night.timeStampWokeUp, timeZone),
      yesNoWords(t, night.wetSecondTime),
      night.recordedAt === null ? null : yesNoWords(t, night.corrected),
      night.recordedAt === null ? null : patientClock(night.recordedAt, timeZone),
      night.recordedAt === null ? null : new Date(night.recordedAt).toISOString(),
      night.technicalErrors.map((error) => technicalErrorWords(t, error, timeZone)).join('; '),
      timeZone,
    ]);
  return { header, rows };
}

/** A night the calendar has something to say about: not still to come, not an empty day before the start. */
function shownInCsv(night: CalendarNight): boolean {
  if (night.state === 'future') return false;
  return night.state !== 'beforeStart' || night.recordedAt !== null || night.technicalErrors.length > 0;
}

/** A technical error as the night's details list it: its time, its text and whether it is fixed. */
function technicalErrorWords(t: TFunction, error: TechnicalError, timeZone: string): string {
  const text = error.technicalErrorText || t('technicalErrors.noText');
  const state = error.technicalErrorFixed ? t('technicalErrors.fixed') : t('technicalErrors.open');
  return `${patientTime(error.occurredAt, timeZone)} ${text} (${state})`;
}
