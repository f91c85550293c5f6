import { dayString, epochDay, weekday } from './calendar.ts';
import { measureMorning, type Measurement } from './generic-morning.ts';
import { GENERIC, type AccessType, type EpisodeKind } from './generic-parameters.ts';
import { genericProfile, type GenericProfile } from './generic-profile.ts';
import { clamp } from './maths.ts';
import type { GenerateOptions } from './options.ts';
import type { Rng } from '@vigil/learning';

export interface Hospitalization {
  admitted: string;
  /** Null while the patient is still in hospital today. */
  discharged: string | null;
  lengthOfStayDays: number | null;
}

/** A stretch of worsening physiology: the hidden cause behind alerts and admissions. */
export interface DeteriorationEpisode {
  start: string;
  /** Last day of the episode (the admission day when it led to one); null while it lasts. */
  end: string | null;
  kind: EpisodeKind;
  severity: number;
  hospitalized: boolean;
}

export interface DryWeight {
  date: string;
  value: number;
}

export interface GenericPatient {
  index: number;
  profile: GenericProfile;
  enrolledOn: string;
  measurements: Measurement[];
  hospitalizations: Hospitalization[];
  episodes: DeteriorationEpisode[];
  /** Vascular access code 0–6 (docs/requirements/patients.md#vascular-access); null for patients not on dialysis. */
  accessType: AccessType | null;
  dryWeights: DryWeight[];
  /** ICD-10-CM codes. */
  diagnoses: string[];
}

const halves = (value: number): number => Math.round(value * 2) / 2;

/** Days since the last haemodialysis session, by weekday of the morning; zeros when not on haemodialysis. */
function sessionGaps(sessionWeekdays: readonly number[]): number[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    if (sessionWeekdays.length === 0) return 0;
    let gap = 1;
    while (!sessionWeekdays.includes((day - gap + 7) % 7)) gap++;
    return gap;
  });
}

interface OpenEpisode {
  startDay: number;
  length: number;
  record: DeteriorationEpisode;
}

/** A chronic-care patient measuring at home: daily values, episodes, admissions and dry weights. */
export function generateGenericPatient(rng: Rng, options: GenerateOptions): GenericPatient {
  const G = GENERIC;
  const today = epochDay(options.today);
  const history = Math.max(1, options.historyDays);
  const drawnDaysAgo = rng.bernoulli(G.enrolledBeforeHistory)
    ? history + rng.int(30, 720)
    : rng.int(1, history);
  const enrolDay = today - (options.startDaysAgo ?? drawnDaysAgo);
  const { profile, place, diagnoses, accessType } = genericProfile(rng, today);
  const { adherence, frailty, episodeRatePerDay, baseline, interdialyticGainKg } = profile.latent;
  const gaps = sessionGaps(profile.latent.sessionWeekdays);
  const missingDay = G.missingDay[0] + G.missingDay[1] * (1 - adherence);

  const measurements: Measurement[] = [];
  const hospitalizations: Hospitalization[] = [];
  const episodes: DeteriorationEpisode[] = [];
  const firstDay = Math.max(enrolDay, today - history);
  let bodyMass = baseline.bodyMassKg;
  let dryWeight = halves(bodyMass);
  const dryWeights: DryWeight[] = [{ date: dayString(firstDay), value: dryWeight }];
  let nextReview = firstDay + rng.int(G.dryWeightReviewDays[0], G.dryWeightReviewDays[1]);
  let fluid = 0;
  let load = 0;
  let loadKind: EpisodeKind = 'fluid';
  let episode: OpenEpisode | null = null;
  let dischargeDay = -Infinity;
  let readmissionUntil = -Infinity;

  for (let day = firstDay; day < today; day++) {
    if (day <= dischargeDay) continue;
    const date = dayString(day);
    bodyMass += rng.normal(0, G.bodyMassDriftSd);
    fluid = G.fluidAutoregression * fluid + rng.normal(0, G.fluidSd);
    if (episode === null && rng.bernoulli(episodeRatePerDay)) {
      const record: DeteriorationEpisode = {
        start: date,
        end: null,
        kind: rng.weighted(G.episodeKinds),
        severity: rng.logNormal(1, G.episodeSeveritySdLog),
        hospitalized: false,
      };
      episode = { startDay: day, length: rng.int(G.episodeDays[0], G.episodeDays[1]), record };
      episodes.push(record);
    }
    if (episode !== null) {
      load = (episode.record.severity * (day - episode.startDay + 1)) / episode.length;
      loadKind = episode.record.kind;
    } else {
      load *= G.recoveryFactor;
    }
    if (day >= nextReview) {
      dryWeight = halves(bodyMass);
      dryWeights.push({ date, value: dryWeight });
      nextReview = day + rng.int(G.dryWeightReviewDays[0], G.dryWeightReviewDays[1]);
    }

    if (!rng.bernoulli(missingDay)) {
      // Morning weight before a dialysis session carries the fluid gained since the last one ended.
      const gain = interdialyticGainKg * Math.max(0, (gaps[weekday(day)] ?? 0) - 0.5);
      const state = {
        day,
        date,
        weightKg: bodyMass + fluid + gain,
        dryWeightKg: dryWeight,
        load,
        kind: loadKind,
      };
      measureMorning(rng, baseline, place.standardOffsetHours, state, measurements);
    }

    const admission =
      G.admissionBase * frailty +
      G.admissionPerLoad * load +
      (day <= readmissionUntil ? G.readmissionRate : 0);
    if (rng.bernoulli(admission)) {
      const stay = Math.round(clamp(rng.logNormal(G.lengthOfStay[0], G.lengthOfStay[1]), 1, 30));
      dischargeDay = day + stay;
      const home = dischargeDay < today;
      hospitalizations.push({
        admitted: date,
        discharged: home ? dayString(dischargeDay) : null,
        lengthOfStayDays: home ? stay : null,
      });
      if (episode !== null) {
        episode.record.end = date;
        episode.record.hospitalized = true;
        episode = null;
      }
      // Treatment in hospital clears the congestion or infection. Patients often leave lighter
      // (diuresis, a catabolic stay), so staff lower the dry weight to match.
      load = 0;
      fluid = 0;
      readmissionUntil = dischargeDay + G.readmissionWindowDays;
      if (rng.bernoulli(G.dryWeightLoweredAfterStay) && home) {
        const loss = 0.5 * rng.int(1, 3);
        bodyMass -= loss;
        dryWeight -= loss;
        dryWeights.push({ date: dayString(dischargeDay), value: dryWeight });
      }
      continue;
    }
    if (episode !== null && day - episode.startDay + 1 >= episode.length) {
      episode.record.end = date;
      episode = null;
    }
  }

  return {
    index: options.index,
    profile,
    enrolledOn: dayString(enrolDay),
    measurements,
    hospitalizations,
    episodes,
    accessType,
    dryWeights,
    diagnoses,
  };
}
