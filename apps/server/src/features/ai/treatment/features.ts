import { TREATMENT_FEATURES, type TreatmentBaseFeature, type TreatmentFeature } from '@vigil/domain';
import { isOldAppVersion, type NightRecord, type TreatmentHistory } from './history.ts';

/** The feature names of a model that knows these alarm types (one indicator each). */
export const treatmentFeatureNames = (alarmTypes: readonly string[]): TreatmentFeature[] => [
  ...TREATMENT_FEATURES,
  ...alarmTypes.map((name) => `alarm:${name}` as const),
];

/**
 * The features in the order a model reads them, by name: a model trained before a feature was
 * added keeps reading its own; a name not computed here is NaN (missing).
 */
export function treatmentFeaturesFor(
  history: TreatmentHistory,
  nightsKnown: number,
  featureNames: readonly string[],
): Float64Array {
  const alarmTypes = featureNames.filter((name) => name.startsWith('alarm:')).map((name) => name.slice(6));
  return inOrderOf(
    featureNames,
    treatmentFeatureNames(alarmTypes),
    treatmentFeatures(history, nightsKnown, alarmTypes),
  );
}

/** A row of features named `names`, rearranged to `wanted` (NaN for a name it lacks). */
export function inOrderOf(
  wanted: readonly string[],
  names: readonly string[],
  row: Float64Array,
): Float64Array {
  return Float64Array.from(wanted, (name) => {
    const index = names.indexOf(name);
    return index < 0 ? NaN : row[index]!;
  });
}

/**
 * The treatment-outcome model's features on a day of treatment: only the first `nightsKnown`
 * nights count (those before the day), so a snapshot never sees what came after it. A value that
 * cannot be known yet is NaN (missing), never a guess. Wet nights in weeks 2–4 of alarm use are
 * the best published predictor of the outcome; most families who fail, drop out (silence).
 */
export function treatmentFeatures(
  history: TreatmentHistory,
  nightsKnown: number,
  alarmTypes: readonly string[],
): Float64Array {
  // Nights after the last entry are nights without one: silence is what a dropout looks like.
  const known = Array.from({ length: Math.max(0, nightsKnown) }, (_, index) => history.nights[index] ?? null);
  const recorded = known.filter((night): night is NightRecord => night !== null);
  const wet = recorded.filter((night) => night.value > 0);
  const old = isOldAppVersion(history.appVersion);
  const scores = history.answers.scores.filter((score): score is number => score !== null);
  const errors = history.errorNights.filter((night) => night < known.length).length;
  const values: Record<TreatmentBaseFeature, number> = {
    age: history.age ?? NaN,
    boy: history.gender === 'Unknown' ? NaN : Number(history.gender === 'Male'),
    oldAppVersion: old === null ? NaN : Number(old),
    answerA: yesNo(history.answers.yesNo[0]),
    answerB: yesNo(history.answers.yesNo[1]),
    answerC: yesNo(history.answers.yesNo[2]),
    answerScore: scores.length ? (sum(scores) / scores.length) * history.answers.scores.length : NaN,
    nightsInTreatment: known.length,
    recordedShare: known.length ? recorded.length / known.length : NaN,
    wetShare: wetShare(known),
    wetShareWeek1: wetShare(known.slice(0, 7)),
    wetShareWeeks2to4: known.length > 7 ? wetShare(known.slice(7, 28)) : NaN,
    wetShareLast7: wetShare(known.slice(-7)),
    wetTrend: known.length >= 28 ? wetShare(known.slice(-14)) - wetShare(known.slice(0, 14)) : NaN,
    veryWetShare: wet.length ? wet.filter((night) => night.value === 2).length / wet.length : NaN,
    dryRun: dryRuns(known).current,
    longestDryRun: dryRuns(known).longest,
    nightsSinceLastEntry: nightsSinceLastEntry(known),
    missingShareLast14: known.length ? missingShare(known.slice(-14)) : NaN,
    errorsPerNight: known.length ? errors / known.length : NaN,
    wokeOnWetShare: wet.length ? wet.filter((night) => night.wokeUp).length / wet.length : NaN,
    selfWokeShare: wet.length ? wet.filter((night) => night.selfWokeUp).length / wet.length : NaN,
    ...wetDecline(known),
  };
  const row = new Float64Array(TREATMENT_FEATURES.length + alarmTypes.length);
  TREATMENT_FEATURES.forEach((name, index) => (row[index] = values[name]));
  alarmTypes.forEach(
    (name, index) =>
      (row[TREATMENT_FEATURES.length + index] =
        history.alarmType === null ? NaN : Number(history.alarmType === name)),
  );
  return row;
}

const sum = (numbers: readonly number[]) => numbers.reduce((total, value) => total + value, 0);
const yesNo = (answer: boolean | null | undefined) =>
  answer === null || answer === undefined ? NaN : Number(answer);

/** The share of wet nights among the recorded ones; NaN when none was recorded. */
function wetShare(nights: readonly (NightRecord | null)[]): number {
  const recorded = nights.filter((night) => night !== null);
  return recorded.length ? recorded.filter((night) => night.value > 0).length / recorded.length : NaN;
}

function missingShare(nights: readonly (NightRecord | null)[]): number {
  return nights.filter((night) => night === null).length / nights.length;
}

/** Dry nights in a row, as the success rule counts them: a missing night neither counts nor breaks a run. */
function dryRuns(nights: readonly (NightRecord | null)[]): { current: number; longest: number } {
  let current = 0;
  let longest = 0;
  for (const night of nights) {
    if (night === null) continue;
    current = night.value === 0 ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { current, longest };
}

function nightsSinceLastEntry(nights: readonly (NightRecord | null)[]): number {
  for (let index = nights.length - 1; index >= 0; index--) {
    if (nights[index] !== null) return nights.length - 1 - index;
  }
  return nights.length;
}

/**
 * The alarm teaches with every night it is used: the log-odds of a wet night fall by a child's
 * own rate per week of use (nights recorded), slowly or not at all in a non-responder. Fitted to
 * this child's recorded nights (log-odds = a − decline × weeks of use, by Newton's method), each
 * shrunk towards a typical child (wet log-odds 1, about 73 % wet, falling 0.4 a week) so that a
 * week or two of nights gives a cautious estimate rather than noise. Returns the decline per week
 * and the chance of a wet night now, after the weeks of use so far.
 */
function wetDecline(nights: readonly (NightRecord | null)[]): {
  wetDeclinePerWeek: number;
  wetChanceNow: number;
} {
  const weeks: number[] = [];
  const wet: number[] = [];
  for (const night of nights) {
    if (night === null) continue;
    weeks.push(weeks.length / 7);
    wet.push(night.value > 0 ? 1 : 0);
  }
  if (weeks.length < MIN_NIGHTS_FOR_DECLINE) return { wetDeclinePerWeek: NaN, wetChanceNow: NaN };
  let start = TYPICAL_WET_LOG_ODDS;
  let decline = TYPICAL_DECLINE;
  for (let iteration = 0; iteration < 50; iteration++) {
    // Gradient and Hessian of the penalised negative log-likelihood in (start, decline).
    let gStart = START_PENALTY * (start - TYPICAL_WET_LOG_ODDS);
    let gDecline = DECLINE_PENALTY * (decline - TYPICAL_DECLINE);
    let hStart = START_PENALTY;
    let hDecline = DECLINE_PENALTY;
    let hBoth = 0;
    weeks.forEach((week, index) => {
      const p = 1 / (1 + Math.exp(-(start - decline * week)));
      const residual = p - wet[index]!;
      const weight = p * (1 - p);
      gStart += residual;
      gDecline -= residual * week;
      hStart += weight;
      hDecline += weight * week * week;
      hBoth -= weight * week;
    });
    const determinant = hStart * hDecline - hBoth * hBoth;
    const stepStart = (hDecline * gStart - hBoth * gDecline) / determinant;
    const stepDecline = (hStart * gDecline - hBoth * gStart) / determinant;
    start -= stepStart;
    decline -= stepDecline;
    if (Math.abs(stepStart) + Math.abs(stepDecline) < 1e-9) break;
  }
  const now = start - (decline * weeks.length) / 7;
  return { wetDeclinePerWeek: decline, wetChanceNow: 1 / (1 + Math.exp(-now)) };
}

const MIN_NIGHTS_FOR_DECLINE = 2;
const TYPICAL_WET_LOG_ODDS = 1;
const TYPICAL_DECLINE = 0.4;
/** Prior precisions (1 / variance) of the start and the decline: a standard deviation of 1 and of 0.5. */
const START_PENALTY = 1;
const DECLINE_PENALTY = 4;
