import { ABOVE_ANY_WINDOW_COUNT, BELOW_ANY_COUNT, generalLimit } from './limits.ts';
import type { VariableDefinition } from './types.ts';

/** Nights in the rolling window the bedwetting variables are counted over (docs/requirements/variables.md#bedwetting-variables). */
export const BEDWETTING_WINDOW_NIGHTS = 14;

const low = BELOW_ANY_COUNT;
const high = ABOVE_ANY_WINDOW_COUNT;

/** A dry streak is unbounded; this keeps every level above normal out of reach. */
const UNREACHABLE_STREAK = 1000;

/**
 * Bedwetting variables, computed from the nightly entries over the last 14 nights. Defaults
 * follow the alarm-treatment course: the aim is dry nights, ICCS counts 14 consecutive dry
 * nights as initial success, and missing entries mean the family has stopped recording.
 */
export const BEDWETTING_VARIABLES = [
  {
    code: 'WET',
    name: 'Wet nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // 0-2 of 14 is near the goal; 10 or more means the alarm is not helping yet.
    defaultLimits: [generalLimit([low, low, 0, 2, 5, 10])],
  },
  {
    code: 'VWET',
    name: 'Very wet nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    defaultLimits: [generalLimit([low, low, 0, 1, 3, 7])],
  },
  {
    code: 'DRY',
    name: 'Dry nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // The mirror of wet nights: only few dry nights is bad, so the high levels are out of reach.
    defaultLimits: [generalLimit([4, 8, 12, 14, high, high])],
  },
  {
    code: 'SELFWOKE',
    name: 'Self-woken nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // Waking without the alarm is a sign of progress, never a warning: every count is normal.
    defaultLimits: [generalLimit([low, low, 0, 14, high, high])],
  },
  {
    code: 'WET2',
    name: 'Wet a second time nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // Repeated wetting in one night suggests high night-time urine volume (consider desmopressin).
    defaultLimits: [generalLimit([low, low, 0, 1, 3, 6])],
  },
  {
    code: 'NOENTRY',
    name: 'Nights with no entry',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    defaultLimits: [generalLimit([low, low, 0, 1, 4, 7])],
  },
  {
    code: 'TECHERR',
    name: 'Technical errors',
    units: 'errors',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    defaultLimits: [generalLimit([low, low, 0, 0, 2, 4])],
  },
  {
    code: 'DSLE',
    name: 'Days since last entry',
    units: 'days',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    defaultLimits: [generalLimit([low, low, 0, 2, 4, 7])],
  },
  {
    code: 'TXWEEKS',
    name: 'Treatment weeks',
    units: 'weeks',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // Alarm treatment is reviewed after 2-3 months without response.
    defaultLimits: [generalLimit([low, low, 0, 10, 14, 20])],
  },
  {
    code: 'DRYSTREAK',
    name: 'Consecutive dry nights',
    units: 'nights',
    kind: 'computed',
    flavour: 'bedwetting',
    defaultWindow: 1,
    // A long streak is success (14 or more is initial success, ICCS), never a warning: every
    // length is normal. Clinics watch for it with a category (the demo's 'Dry for two weeks').
    defaultLimits: [generalLimit([low, low, 0, UNREACHABLE_STREAK, UNREACHABLE_STREAK, UNREACHABLE_STREAK])],
  },
] as const satisfies readonly VariableDefinition[];

const WINDOW_COUNTS: ReadonlySet<string> = new Set(['WET', 'VWET', 'DRY', 'SELFWOKE', 'WET2', 'NOENTRY']);
const BEDWETTING_CODES: ReadonlySet<string> = new Set(BEDWETTING_VARIABLES.map((variable) => variable.code));

/**
 * Whether a limit level of a variable is a placeholder no value can reach (−1 under a count,
 * 15 over a 14-night window, 1000 over a dry streak): such a level is "no limit", not a number to
 * show. Every bedwetting variable counts nights, errors, days or weeks, so none goes below 0.
 */
export function isUnreachableLevel(code: string, value: number | null): boolean {
  if (value === null || !BEDWETTING_CODES.has(code)) return false;
  if (value < 0) return true;
  if (WINDOW_COUNTS.has(code)) return value > BEDWETTING_WINDOW_NIGHTS;
  return code === 'DRYSTREAK' && value >= UNREACHABLE_STREAK;
}
