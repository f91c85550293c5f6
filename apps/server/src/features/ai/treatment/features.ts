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
  // One pass over the nights known, counting what every share needs: a training set computes
  // these for every week of every child. Nights after the last entry are nights without one:
  // silence is what a dropout looks like.
  const known = Math.max(0, nightsKnown);
  const nights = history.nights;
  let recorded = 0;
  let wet = 0;
  let veryWet = 0;
  let wokeOnWet = 0;
  let selfWoke = 0;
  let lastEntry = -1;
  for (let index = 0; index < known; index++) {
    const night = nights[index] ?? null;
    if (night === null) continue;
    recorded++;
    lastEntry = index;
    if (night.value === 0) continue;
    wet++;
    if (night.value === 2) veryWet++;
    if (night.wokeUp) wokeOnWet++;
    if (night.selfWokeUp) selfWoke++;
  }
  const share = (from: number, to: number) => wetShareOf(nights, Math.max(0, from), Math.min(known, to));
  const old = isOldAppVersion(history.appVersion);
  let scoreCount = 0;
  let scoreSum = 0;
  for (const score of history.answers.scores) {
    if (score === null) continue;
    scoreCount++;
    scoreSum += score;
  }
  let errors = 0;
  for (const night of history.errorNights) if (night < known) errors++;
  const runs = dryRuns(nights, known);
  const lastFourteen = Math.min(14, known);
  let missingLastFourteen = 0;
  for (let index = known - lastFourteen; index < known; index++)
    if ((nights[index] ?? null) === null) missingLastFourteen++;
  const values: Record<TreatmentBaseFeature, number> = {
    age: history.age ?? NaN,
    boy: history.gender === 'Unknown' ? NaN : Number(history.gender === 'Male'),
    oldAppVersion: old === null ? NaN : Number(old),
    answerA: yesNo(history.answers.yesNo[0]),
    answerB: yesNo(history.answers.yesNo[1]),
    answerC: yesNo(history.answers.yesNo[2]),
    answerScore: scoreCount ? (scoreSum / scoreCount) * history.answers.scores.length : NaN,
    nightsInTreatment: known,
    recordedShare: known ? recorded / known : NaN,
    wetShare: recorded ? wet / recorded : NaN,
    wetShareWeek1: share(0, 7),
    wetShareWeeks2to4: known > 7 ? share(7, 28) : NaN,
    wetShareLast7: share(known - 7, known),
    wetTrend: known >= 28 ? share(known - 14, known) - share(0, 14) : NaN,
    veryWetShare: wet ? veryWet / wet : NaN,
    dryRun: runs.current,
    longestDryRun: runs.longest,
    nightsSinceLastEntry: known - 1 - lastEntry,
    missingShareLast14: known ? missingLastFourteen / lastFourteen : NaN,
    errorsPerNight: known ? errors / known : NaN,
    wokeOnWetShare: wet ? wokeOnWet / wet : NaN,
    selfWokeShare: wet ? selfWoke / wet : NaN,
    ...wetDecline(nights, known, recorded),
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

const yesNo = (answer: boolean | null | undefined) =>
  answer === null || answer === undefined ? NaN : Number(answer);

/** The nights from the first entry (null: no entry); past the end, none either. */
type Nights = readonly (NightRecord | null)[];

/** The share of wet nights among the recorded ones of nights from…to−1; NaN when none was recorded. */
function wetShareOf(nights: Nights, from: number, to: number): number {
  let recorded = 0;
  let wet = 0;
  for (let index = from; index < to; index++) {
    const night = nights[index] ?? null;
    if (night === null) continue;
    recorded++;
    if (night.value > 0) wet++;
  }
  return recorded ? wet / recorded : NaN;
}

/** Dry nights in a row, as the success rule counts them: a missing night neither counts nor breaks a run. */
function dryRuns(nights: Nights, known: number): { current: number; longest: number } {
  let current = 0;
  let longest = 0;
  for (let index = 0; index < known; index++) {
    const night = nights[index] ?? null;
    if (night === null) continue;
    current = night.value === 0 ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { current, longest };
}

/**
 * The alarm teaches with every night it is used: the log-odds of a wet night fall by a child's
 * own rate per week of use (nights recorded), slowly or not at all in a non-responder. Fitted to
 * this child's recorded nights (log-odds = a − decline × weeks of use, by Newton's method), each
 * shrunk towards a typical child (wet log-odds 1, about 73 % wet, falling 0.4 a week) so that a
 * week or two of nights gives a cautious estimate rather than noise. Returns the decline per week
 * and the chance of a wet night now, after the weeks of use so far.
 */
function wetDecline(
  nights: Nights,
  known: number,
  recorded: number,
): {
  wetDeclinePerWeek: number;
  wetChanceNow: number;
} {
  if (recorded < MIN_NIGHTS_FOR_DECLINE) return { wetDeclinePerWeek: NaN, wetChanceNow: NaN };
  // The recorded nights in order: the n-th was in week n / 7 of use.
  const wet = new Uint8Array(recorded);
  let next = 0;
  for (let index = 0; index < known; index++) {
    const night = nights[index] ?? null;
    if (night !== null) wet[next++] = night.value > 0 ? 1 : 0;
  }
  let start = TYPICAL_WET_LOG_ODDS;
  let decline = TYPICAL_DECLINE;
  for (let iteration = 0; iteration < 50; iteration++) {
    // Gradient and Hessian of the penalised negative log-likelihood in (start, decline).
    let gStart = START_PENALTY * (start - TYPICAL_WET_LOG_ODDS);
    let gDecline = DECLINE_PENALTY * (decline - TYPICAL_DECLINE);
    let hStart = START_PENALTY;
    let hDecline = DECLINE_PENALTY;
    let hBoth = 0;
    for (let index = 0; index < recorded; index++) {
      const week = index / 7;
      const p = 1 / (1 + Math.exp(-(start - decline * week)));
      const residual = p - wet[index]!;
      const weight = p * (1 - p);
      gStart += residual;
      gDecline -= residual * week;
      hStart += weight;
      hDecline += weight * week * week;
      hBoth -= weight * week;
    }
    const determinant = hStart * hDecline - hBoth * hBoth;
    const stepStart = (hDecline * gStart - hBoth * gDecline) / determinant;
    const stepDecline = (hStart * gDecline - hBoth * gStart) / determinant;
    start -= stepStart;
    decline -= stepDecline;
    if (Math.abs(stepStart) + Math.abs(stepDecline) < 1e-9) break;
  }
  const now = start - (decline * recorded) / 7;
  return { wetDeclinePerWeek: decline, wetChanceNow: 1 / (1 + Math.exp(-now)) };
}

const MIN_NIGHTS_FOR_DECLINE = 2;
const TYPICAL_WET_LOG_ODDS = 1;
const TYPICAL_DECLINE = 0.4;
/** Prior precisions (1 / variance) of the start and the decline: a standard deviation of 1 and of 0.5. */
const START_PENALTY = 1;
const DECLINE_PENALTY = 4;
