import type { Language } from '@vigil/domain';
import { ALARM_TYPES, ALARMS, BEDWETTING, type AlarmType } from './bedwetting-parameters.ts';
import { civilFromDays, dayString, daysFromCivil } from './calendar.ts';
import { logistic } from './maths.ts';
import { childAndParentNames, type Gender } from './names.ts';
import { LANGUAGE_WEIGHTS, pickPlace, type Place } from './places.ts';
import type { Rng } from '@vigil/learning';

/** What drives the child's nights but is never shown: the model's hidden truth. */
export interface BedwettingLatent {
  /** 0–1: how faithfully the family uses the alarm and records nights. */
  adherence: number;
  /** Probability of a wet night at the start of treatment. */
  baselineWetProbability: number;
  /** Fall of the wet-night log-odds per week of alarm use. */
  weeklyLogOddsDecline: number;
  nonResponder: boolean;
  plannedNights: number;
}

/** The registration form of the phone app (docs/requirements/mobile.md#registration) plus the model's latent parameters. */
export interface BedwettingProfile {
  childName: string;
  parentName: string;
  firstName: string;
  lastName: string;
  age: number;
  gender: Gender;
  dateOfBirth: string;
  language: Language;
  /** ISO 3166-1 alpha-2. */
  country: string;
  town: string;
  timezone: string;
  alarmTypeName: AlarmType;
  appVersion: string;
  answerA: boolean;
  answerB: boolean;
  answerC: boolean;
  answerD1: number;
  answerD2: number;
  answerD3: number;
  answerD4: number;
  answerD5: number;
  answerD6: number;
  answerD7: number;
  answerD8: number;
  answerD9: number;
  answerD10: number;
  latent: BedwettingLatent;
}

/** The same calendar date `years` earlier, so a birth date up to 364 days before it gives that age. */
function yearsBefore(day: number, years: number): number {
  const [year, month, dayOfMonth] = civilFromDays(day);
  return daysFromCivil(year - years, month, dayOfMonth);
}

/**
 * Questionnaire answers lean towards "yes" and higher scores for children who wet more at the
 * start, so the outcome model has a weak, realistic signal in the registration data.
 */
function answers(
  rng: Rng,
  severity: number,
): Pick<BedwettingProfile, Extract<keyof BedwettingProfile, `answer${string}`>> {
  const yes = (): boolean => rng.bernoulli(0.15 + 0.35 * severity);
  const score = (): number => rng.binomial(3, 0.15 + 0.4 * severity);
  return {
    answerA: yes(),
    answerB: yes(),
    answerC: yes(),
    answerD1: score(),
    answerD2: score(),
    answerD3: score(),
    answerD4: score(),
    answerD5: score(),
    answerD6: score(),
    answerD7: score(),
    answerD8: score(),
    answerD9: score(),
    answerD10: score(),
  };
}

/** A registered child whose treatment starts on `startDay` (epoch day), and where they live. */
export function bedwettingProfile(rng: Rng, startDay: number): { profile: BedwettingProfile; place: Place } {
  const P = BEDWETTING;
  const gender: Gender = rng.bernoulli(P.boyShare) ? 'Male' : 'Female';
  const age = rng.weighted(P.ageWeights);
  const language = rng.weighted(LANGUAGE_WEIGHTS);
  const { place, town } = pickPlace(rng, language);
  const names = childAndParentNames(rng, language, gender);
  const alarmTypeName = rng.weighted(ALARM_TYPES.map((type) => [type, ALARMS[type].share] as const));
  const appVersion = rng.weighted(P.appVersions);
  const birthDay = yearsBefore(startDay, age) - rng.int(0, 364);

  const adherence = logistic(rng.normal(P.adherenceLogOddsMean, P.adherenceLogOddsSd));
  const girl = gender === 'Female';
  const baselineWetProbability = logistic(
    P.baselineLogOdds +
      P.baselineLogOddsPerYear * (age - 5) +
      (girl ? P.baselineLogOddsGirl : 0) +
      rng.normal(0, P.baselineLogOddsSd),
  );
  const nonResponder = rng.bernoulli(P.nonResponderShare);
  const weeklyLogOddsDecline =
    ALARMS[alarmTypeName].weeklyDecline *
    Math.max(0.2, 1 + P.responsePerYear * (age - 9)) *
    (girl ? P.responseGirlFactor : 1) *
    (P.responseAdherenceFloor + (1 - P.responseAdherenceFloor) * adherence) *
    rng.logNormal(1, P.responseSdLog) *
    (nonResponder ? P.nonResponderFactor : 1);
  const plannedNights = rng.int(P.plannedNights[0], P.plannedNights[1]);
  const severity = Math.min(1, Math.max(0, (baselineWetProbability - 0.55) / 0.4));

  const profile: BedwettingProfile = {
    childName: names.child.fullName,
    parentName: names.parent.fullName,
    firstName: names.child.firstName,
    lastName: names.child.lastName,
    age,
    gender,
    dateOfBirth: dayString(birthDay),
    language,
    country: place.country,
    town,
    timezone: place.timezone,
    alarmTypeName,
    appVersion,
    ...answers(rng, severity),
    latent: { adherence, baselineWetProbability, weeklyLogOddsDecline, nonResponder, plannedNights },
  };
  return { profile, place };
}
