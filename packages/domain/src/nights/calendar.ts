/** docs/requirements/patients.md#nights, day wetting value: 0 dry, 1 wet, 2 very wet (null is missing data). */
export const NIGHT_VALUES = [0, 1, 2] as const;
export type NightValue = (typeof NIGHT_VALUES)[number];

/**
 * What a calendar day shows. The five the spec names (dry, wet, very wet, missing data, technical
 * error) are counted; the others say why a day has nothing to show: it lies ahead, it is today and
 * the family may still record it, or it comes before the patient started.
 */
export const NIGHT_STATES = [
  'dry',
  'wet',
  'veryWet',
  'missing',
  'technicalError',
  'notRecordedYet',
  'beforeStart',
  'future',
] as const;
export type NightState = (typeof NIGHT_STATES)[number];

export const COUNTED_NIGHT_STATES = ['dry', 'wet', 'veryWet', 'missing', 'technicalError'] as const;
export type CountedNightState = (typeof COUNTED_NIGHT_STATES)[number];
export type NightCounts = Record<CountedNightState, number>;

export interface NightFacts {
  /** The night, dated by the morning it ends in the patient's time zone (YYYY-MM-DD). */
  readonly night: string;
  /** The current entry's value; null when there is no entry or the entry says "no data". */
  readonly value: number | null;
  readonly hasTechnicalError: boolean;
  /** The patient's local day now. */
  readonly today: string;
  /** The first night that counts as missing when not recorded; null before the patient starts. */
  readonly firstNight: string | null;
}

/**
 * A night's state: a technical error marks the day as error whatever was recorded (docs/requirements/patients.md#nights),
 * else the value; an unrecorded night is missing data only once its day is over and only from the
 * patient's first night on, the rule the NOENTRY variable counts by.
 */
export function nightState({ night, value, hasTechnicalError, today, firstNight }: NightFacts): NightState {
  if (night > today) return 'future';
  if (hasTechnicalError) return 'technicalError';
  if (value === 0) return 'dry';
  if (value === 1) return 'wet';
  if (value === 2) return 'veryWet';
  if (firstNight === null || night < firstNight) return 'beforeStart';
  if (night === today) return 'notRecordedYet';
  return 'missing';
}

/** How many nights of each counted state. */
export function countNights(states: readonly NightState[]): NightCounts {
  const counts: NightCounts = { dry: 0, wet: 0, veryWet: 0, missing: 0, technicalError: 0 };
  for (const state of states) {
    if (isCountedState(state)) counts[state] += 1;
  }
  return counts;
}

function isCountedState(state: NightState): state is CountedNightState {
  return (COUNTED_NIGHT_STATES as readonly string[]).includes(state);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month written YYYY-MM. */
export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** Every day of a month (YYYY-MM), as YYYY-MM-DD. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = monthParts(month);
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** The month `delta` months after (or before) the given one. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = monthParts(month);
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Every month from `first` to `last` (YYYY-MM), oldest first; none when `first` comes after `last`. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

function monthParts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}
