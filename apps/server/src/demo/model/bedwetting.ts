import { ALARMS, BEDWETTING, SILENCING_ERRORS, type TechnicalErrorText } from './bedwetting-parameters.ts';
import {
  outcomeOfCompletedTreatment,
  type BedwettingOutcome,
  type NightValue,
} from './bedwetting-outcome.ts';
import { bedwettingProfile, type BedwettingProfile } from './bedwetting-profile.ts';
import { dayString, epochDay, isoInstant, localToUtc } from './calendar.ts';
import { clamp, logistic, logit } from './maths.ts';
import type { GenerateOptions } from './options.ts';
import type { Rng } from '@vigil/learning';

/** One night of a child, as the family records it the next morning. */
export interface Night {
  /** 'YYYY-MM-DD' of the morning the entry belongs to; it describes the night before. */
  date: string;
  value: NightValue;
  /** When the entry was recorded (ISO, UTC); null for a missing night. */
  recordedAt: string | null;
  wokeUp: boolean;
  /** Woke by itself, before or at the alarm. */
  selfWokeUp: boolean;
  timeStampWokeUp: string | null;
  wetSecondTime: boolean;
}

/** A technical error the alarm reported during the night before `date`. */
export interface TechnicalError {
  date: string;
  at: string;
  text: TechnicalErrorText;
  fixed: boolean;
}

export interface BedwettingPatient {
  index: number;
  profile: BedwettingProfile;
  /** Registration day; the first night is the one after it. */
  startDate: string;
  /**
   * Every night from the first to the end of treatment or yesterday, missing ones included (value
   * null); a dropout's list ends with its last entry.
   */
  nights: Night[];
  technicalErrors: TechnicalError[];
  /** First morning without an entry after which the family never recorded again. */
  droppedOutOn: string | null;
  /** Morning of the last night of a completed treatment. */
  treatmentEndedOn: string | null;
  /** The outcome staff have recorded by today; null while treatment runs or before they record it. */
  outcome: BedwettingOutcome | null;
  outcomeRecordedOn: string | null;
  /** ICD-10-CM codes. */
  diagnoses: string[];
}

const HOUR = 3600;

function missingNight(date: string): Night {
  return {
    date,
    value: null,
    recordedAt: null,
    wokeUp: false,
    selfWokeUp: false,
    timeStampWokeUp: null,
    wetSecondTime: false,
  };
}

/** A child treated with an alarm: registration, nightly entries, alarm errors and the outcome. */
export function generateBedwettingPatient(rng: Rng, options: GenerateOptions): BedwettingPatient {
  const P = BEDWETTING;
  const today = epochDay(options.today);
  const drawnDaysAgo = rng.int(1, Math.max(1, options.historyDays));
  const startDaysAgo = options.startDaysAgo ?? drawnDaysAgo;
  const startDay = today - startDaysAgo;
  const { profile, place } = bedwettingProfile(rng, startDay);
  const diagnoses = rng.bernoulli(P.nonOrganicCodeShare) ? ['N39.44', 'F98.0'] : ['N39.44'];

  const { adherence, baselineWetProbability: p0, weeklyLogOddsDecline, plannedNights } = profile.latent;
  const alarm = ALARMS[profile.alarmTypeName];
  const offset = place.standardOffsetHours;
  const logOdds0 = logit(p0);
  const lapse = 1 - adherence;
  const missAfterEntry = P.missingAfterEntry[0] + P.missingAfterEntry[1] * lapse;
  const missAfterMissing = P.missingAfterMissing[0] + P.missingAfterMissing[1] * lapse;
  const dropoutHazard = P.dropoutBase + P.dropoutAdherence * lapse * lapse;

  const nights: Night[] = [];
  const technicalErrors: TechnicalError[] = [];
  const horizon = Math.min(plannedNights, startDaysAgo - 1);
  let usedNights = 0;
  let previousMissing = false;
  let dryRun = 0;
  let droppedOutDay: number | null = null;
  let succeeded = false;

  for (let k = 0; k < horizon; k++) {
    const morning = startDay + 1 + k;
    const date = dayString(morning);
    const p = logistic(logOdds0 - (weeklyLogOddsDecline * usedNights) / 7);
    const relative = p / p0;
    const progress = 1 - relative;
    const stalled = k >= P.stalledFromNight && relative >= P.stalledRelativeWetness;

    if (k > 0 && rng.bernoulli(dropoutHazard + (stalled ? P.dropoutStalled : 0))) {
      droppedOutDay = morning;
      break;
    }
    const missing = (previousMissing ? missAfterMissing : missAfterEntry) + (stalled ? P.missingStalled : 0);
    previousMissing = rng.bernoulli(missing);
    if (previousMissing) {
      nights.push(missingNight(date));
      continue;
    }
    usedNights++;

    let silenced = false;
    const errorCount = rng.poisson(alarm.errorRate * (k < 7 ? P.firstWeekErrorFactor : 1));
    for (let e = 0; e < errorCount; e++) {
      const text = rng.weighted(alarm.errorTexts);
      if (SILENCING_ERRORS.includes(text)) silenced = true;
      const recent = today - morning <= 7;
      technicalErrors.push({
        date,
        at: isoInstant(localToUtc(morning, rng.int(-3 * HOUR, 6 * HOUR), offset)),
        text,
        fixed: rng.bernoulli(recent ? P.errorFixed[1] : P.errorFixed[0]),
      });
    }

    const wet = rng.bernoulli(p);
    let value: NightValue = 0;
    let wokeUp: boolean;
    let selfWokeUp: boolean;
    let wetSecondTime = false;
    if (wet) {
      value = rng.bernoulli(P.veryWet[0] + P.veryWet[1] * relative) ? 2 : 1;
      const woke = rng.bernoulli(P.wakeOnWet[0] + P.wakeOnWet[1] * progress);
      selfWokeUp = woke && rng.bernoulli(P.selfWakeOnWet[0] + P.selfWakeOnWet[1] * progress);
      // A silent alarm cannot wake the child; only a child who wakes by itself is up.
      wokeUp = silenced ? selfWokeUp : woke;
      wetSecondTime = rng.bernoulli(P.wetSecondTime[0] + P.wetSecondTime[1] * relative);
      dryRun = 0;
    } else {
      wokeUp = rng.bernoulli(P.selfWakeOnDry[0] + P.selfWakeOnDry[1] * progress);
      selfWokeUp = wokeUp;
      dryRun++;
    }
    const wakeSecond = clamp(rng.normal(1.5 * HOUR, 1.5 * HOUR), -2 * HOUR, 5.75 * HOUR);
    const recordSecond = clamp(rng.normal(7.5 * HOUR, 0.6 * HOUR), 6 * HOUR, 10.5 * HOUR);
    nights.push({
      date,
      value,
      recordedAt: isoInstant(Math.round(localToUtc(morning, recordSecond, offset))),
      wokeUp,
      selfWokeUp,
      timeStampWokeUp: wokeUp ? isoInstant(Math.round(localToUtc(morning, wakeSecond, offset))) : null,
      wetSecondTime,
    });
    if (dryRun >= P.successDryRun) {
      succeeded = true;
      break;
    }
  }

  if (droppedOutDay !== null) {
    // The family stopped at its last entry; the missed nights just before were the start of it.
    while (nights.length > 0 && nights[nights.length - 1]?.value === null) nights.pop();
    droppedOutDay = startDay + nights.length + 1;
  }
  const lastMorning = startDay + nights.length;
  const completed = droppedOutDay === null && (succeeded || nights.length === plannedNights);
  let outcome: BedwettingOutcome | null = null;
  let recordedDay: number | null = null;
  if (droppedOutDay !== null) {
    outcome = 4;
    recordedDay = droppedOutDay - 1 + rng.int(P.dropoutOutcomeDelayDays[0], P.dropoutOutcomeDelayDays[1]);
  } else if (completed) {
    outcome = succeeded ? 1 : outcomeOfCompletedTreatment(nights);
    recordedDay = lastMorning + rng.int(P.outcomeDelayDays[0], P.outcomeDelayDays[1]);
  }
  const recorded = recordedDay !== null && recordedDay < today;

  return {
    index: options.index,
    profile,
    startDate: dayString(startDay),
    nights,
    technicalErrors,
    droppedOutOn: droppedOutDay === null ? null : dayString(droppedOutDay),
    treatmentEndedOn: completed ? dayString(lastMorning) : null,
    outcome: recorded ? outcome : null,
    outcomeRecordedOn: recorded && recordedDay !== null ? dayString(recordedDay) : null,
    diagnoses,
  };
}
