import { toDesign, type DesignLayout, type Standardizer } from './design.ts';
import { linearScore } from './logistic.ts';

export interface Explanation {
  /**
   * The log-odds of the average training patient with nothing missing: what every patient starts
   * from. A missing value adds its indicator's weight (never negative: constrained in training).
   */
  readonly baseValue: number;
  /** Per raw feature: its share of the log-odds (its column and its missing indicator together). */
  readonly contributions: Float64Array;
  /** base + Σ contributions: the model's log-odds for this row, exactly. */
  readonly logOdds: number;
}

/**
 * Exact explanation of a binary linear model in log-odds: each design column contributes
 * coefficient × (value − reference), so the contributions and the base add up to the output by
 * construction (the linear case of Shapley values with independent features). The reference is
 * the training mean of a known value and "known" for a missing indicator: a feature that is known
 * contributes only through its value, one that is missing only through its indicator.
 */
export function explainLogOdds(
  coefficients: readonly number[],
  standardizer: Standardizer,
  layout: DesignLayout,
  raw: Float64Array,
): Explanation {
  const design = toDesign(standardizer, layout, raw);
  // Standardised values have mean 0 and indicators reference 0: the base is the intercept.
  const baseValue = coefficients[0]!;
  const contributions = new Float64Array(standardizer.means.length);
  for (let feature = 0; feature < contributions.length; feature++) {
    let share = coefficients[feature + 1]! * design[feature]!;
    const indicator = layout.indicatorOf[feature]!;
    if (indicator >= 0) share += coefficients[indicator + 1]! * design[indicator]!;
    contributions[feature] = share;
  }
  return { baseValue, contributions, logOdds: linearScore(coefficients, design) };
}

export const sigmoid = (logOdds: number): number => 1 / (1 + Math.exp(-logOdds));
