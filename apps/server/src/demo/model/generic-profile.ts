import type { Language } from '@vigil/domain';
import { civilFromDays, dayString, daysFromCivil } from './calendar.ts';
import { GENERIC, PERITONEAL_ACCESS, type AccessType, type Cohort } from './generic-parameters.ts';
import { clamp, logistic } from './maths.ts';
import { adultName, type Gender } from './names.ts';
import { LANGUAGE_WEIGHTS, pickPlace, type Place } from './places.ts';
import type { Rng } from '@vigil/learning';

/** The patient's own resting values, around which daily measurements scatter. */
export interface Baseline {
  bodyMassKg: number;
  systolic: number;
  diastolic: number;
  pulse: number;
  spo2: number;
  temperature: number;
}

/** Hidden parameters that drive the patient's course. */
export interface GenericLatent {
  /** 0–1: how faithfully the patient measures every morning. */
  adherence: number;
  /** Multiplies deterioration and admission rates (median 1). */
  frailty: number;
  episodeRatePerDay: number;
  baseline: Baseline;
  /** Fluid gained per day between haemodialysis sessions; 0 for heart failure and peritoneal dialysis. */
  interdialyticGainKg: number;
  /** Weekdays (0 = Sunday) of haemodialysis sessions; empty when not on haemodialysis. */
  sessionWeekdays: readonly number[];
}

export interface GenericProfile {
  firstName: string;
  lastName: string;
  fullName: string;
  gender: Gender;
  /** Age in whole years today. */
  age: number;
  dateOfBirth: string;
  language: Language;
  country: string;
  town: string;
  timezone: string;
  cohort: Cohort;
  latent: GenericLatent;
}

function birthDay(rng: Rng, today: number, age: number): number {
  const [year, month, dayOfMonth] = civilFromDays(today);
  return daysFromCivil(year - age, month, dayOfMonth) - rng.int(0, 364);
}

/** A chronic-care patient: who they are, their diagnoses, access and resting physiology. */
export function genericProfile(
  rng: Rng,
  today: number,
): { profile: GenericProfile; place: Place; diagnoses: string[]; accessType: AccessType | null } {
  const G = GENERIC;
  const cohort: Cohort = rng.bernoulli(G.dialysisShare) ? 'dialysis' : 'heart-failure';
  const gender: Gender = rng.bernoulli(G.maleShare) ? 'Male' : 'Female';
  const age = Math.round(clamp(rng.normal(G.age.mean, G.age.sd), G.age.min, G.age.max));
  const language = rng.weighted(LANGUAGE_WEIGHTS);
  const { place, town } = pickPlace(rng, language);
  const name = adultName(rng, language, gender);
  const candidates: readonly (readonly [string, number])[] = G.diagnoses[cohort];
  const diagnoses = candidates.filter(([, prevalence]) => rng.bernoulli(prevalence)).map(([code]) => code);
  const accessType: AccessType | null = cohort === 'dialysis' ? rng.weighted(G.accessWeights) : null;
  const haemodialysis = accessType !== null && accessType !== PERITONEAL_ACCESS;

  const [massMean, massSd] = G.weightKg[gender];
  const R = G.restingBounds;
  const systolic = clamp(
    rng.normal(G.systolic[cohort][0], G.systolic[cohort][1]),
    R.systolic[0],
    R.systolic[1],
  );
  const copd = diagnoses.includes('J44.9') ? G.spo2Copd : 0;
  const baseline: Baseline = {
    bodyMassKg: clamp(rng.normal(massMean, massSd), G.weightKg.min, G.weightKg.max),
    systolic,
    diastolic: G.diastolic.slope * systolic + rng.normal(G.diastolic.intercept, G.diastolic.sd),
    pulse: clamp(rng.normal(G.pulse[0], G.pulse[1]), R.pulse[0], R.pulse[1]),
    spo2: clamp(rng.normal(G.spo2[0], G.spo2[1]) + copd, R.spo2[0], R.spo2[1]),
    temperature: clamp(rng.normal(G.temperature[0], G.temperature[1]), R.temperature[0], R.temperature[1]),
  };
  const frailty = rng.logNormal(1, G.frailtySdLog);
  const latent: GenericLatent = {
    adherence: logistic(rng.normal(G.adherenceLogOddsMean, G.adherenceLogOddsSd)),
    frailty,
    episodeRatePerDay: G.episodeRate[cohort] * frailty,
    baseline,
    interdialyticGainKg: haemodialysis ? rng.logNormal(G.interdialyticGain[0], G.interdialyticGain[1]) : 0,
    sessionWeekdays: haemodialysis ? (rng.bernoulli(0.5) ? [1, 3, 5] : [2, 4, 6]) : [],
  };
  const profile: GenericProfile = {
    ...name,
    gender,
    age,
    dateOfBirth: dayString(birthDay(rng, today, age)),
    language,
    country: place.country,
    town,
    timezone: place.timezone,
    cohort,
    latent,
  };
  return { profile, place, diagnoses, accessType };
}
