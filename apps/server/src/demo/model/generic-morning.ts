import { isoInstant, localToUtc } from './calendar.ts';
import { EPISODE_EFFECTS, GENERIC, type EpisodeKind, type MeasuredVariable } from './generic-parameters.ts';
import type { Baseline } from './generic-profile.ts';
import { clamp } from './maths.ts';
import type { Rng } from '@vigil/learning';

export interface Measurement {
  /** Local date of the measurement, 'YYYY-MM-DD'. */
  date: string;
  /** ISO instant, UTC. */
  at: string;
  variable: MeasuredVariable;
  value: number;
}

/** How the patient is on a morning at home, before measurement noise. */
export interface MorningState {
  day: number;
  date: string;
  /** True dry body mass plus today's fluid excess, in kg. */
  weightKg: number;
  dryWeightKg: number;
  /** Episode load: severity × how far into the episode (decaying after it). */
  load: number;
  kind: EpisodeKind;
}

type Vital = Exclude<MeasuredVariable, 'DRY_WEIGHT_DEVIATION'>;

const HOUR = 3600;
const tenths = (value: number): number => Math.round(value * 10) / 10;

/**
 * One morning's home measurements, appended to `out`: weight first (before breakfast), then blood
 * pressure and pulse from one cuff reading, saturation, and a temperature most mornings skip.
 */
export function measureMorning(
  rng: Rng,
  baseline: Baseline,
  standardOffsetHours: number,
  state: MorningState,
  out: Measurement[],
): void {
  const G = GENERIC;
  const { date, load } = state;
  const at = isoInstant(localToUtc(state.day, rng.int(7 * HOUR, 9.5 * HOUR), standardOffsetHours));
  const effect = EPISODE_EFFECTS[state.kind];
  const reading = (variable: Vital, resting: number): number =>
    resting + effect[variable] * load + rng.normal(0, G.noise[variable]);
  const record = (variable: MeasuredVariable, value: number): void => {
    out.push({ date, at, variable, value });
  };
  const taken = (): boolean => !rng.bernoulli(G.missingValue);

  const weight = tenths(clamp(reading('WEIGHT', state.weightKg), 35, 200));
  if (taken()) {
    record('WEIGHT', weight);
    record('DRY_WEIGHT_DEVIATION', tenths(weight - state.dryWeightKg));
  }
  const systolic = Math.round(clamp(reading('SYSTOLIC_BP', baseline.systolic), 70, 230));
  const diastolic = Math.round(clamp(reading('DIASTOLIC_BP', baseline.diastolic), 35, systolic - 15));
  const pulse = Math.round(clamp(reading('PULSE', baseline.pulse), 35, 170));
  if (taken()) {
    record('SYSTOLIC_BP', systolic);
    record('DIASTOLIC_BP', diastolic);
    record('PULSE', pulse);
  }
  const spo2 = Math.round(clamp(reading('SPO2', baseline.spo2), 70, 100));
  if (taken()) record('SPO2', spo2);
  if (!rng.bernoulli(G.missingTemperature)) {
    record('TEMPERATURE', tenths(clamp(reading('TEMPERATURE', baseline.temperature), 34.5, 41.5)));
  }
}
