import type { DefaultGeneralLimit, LimitGender } from './types.ts';

type SixValues = readonly [number, number, number, number, number, number];

/**
 * A default general limit from its six values in order (alertLow … alertHigh), for all genders
 * and ages unless narrowed.
 */
export function generalLimit(
  [alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh]: SixValues,
  scope: { gender?: LimitGender; ageLower?: number; ageUpper?: number } = {},
): DefaultGeneralLimit {
  return {
    gender: scope.gender ?? 'ALL',
    ageLower: scope.ageLower ?? null,
    ageUpper: scope.ageUpper ?? null,
    alertLow,
    abnormalLow,
    lowerLimitNormal,
    upperLimitNormal,
    abnormalHigh,
    alertHigh,
  };
}

/**
 * Below any count a variable can take. Classification is "v ≤ alertLow → ALERT_LOW", so a
 * count where only high is bad (wet nights) needs its low levels under 0, or a perfect 0 would
 * show red.
 */
export const BELOW_ANY_COUNT = -1;

/** Above any count over a 14-night window, for counts where only low is bad (dry nights). */
export const ABOVE_ANY_WINDOW_COUNT = 15;
