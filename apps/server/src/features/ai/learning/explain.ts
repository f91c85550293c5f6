import { designMeans, toDesign, type DesignLayout, type Standardizer } from './design.ts';
import { linearScore } from './logistic.ts';

export interface Explanation {
  /** The log-odds at the training means: what every patient starts from. */
  readonly baseValue: number;
  /** Per raw feature: its share of the log-odds (its column and its missing indicator together). */
  readonly contributions: Float64Array;
  /** base + Σ contributions: the model's log-odds for this row, exactly. */
  readonly logOdds: number;
}

/**
 * Exact explanation of a binary linear model in log-odds: each design column contributes
 * coefficient × (value − training mean), so the contributions and the base add up to the output
 * by construction (the linear case of Shapley values with independent features).
 */
export function explainLogOdds(
  coefficients: readonly number[],
  standardizer: Standardizer,
  layout: DesignLayout,
  raw: Float64Array,
): Explanation {
  const design = toDesign(standardizer, layout, raw);
  const means = designMeans(standardizer, layout);
  let baseValue = coefficients[0]!;
  for (let column = 0; column < layout.width; column++)
    baseValue += coefficients[column + 1]! * means[column]!;
  const contributions = new Float64Array(standardizer.means.length);
  for (let feature = 0; feature < contributions.length; feature++) {
    let share = coefficients[feature + 1]! * (design[feature]! - means[feature]!);
    const indicator = layout.indicatorOf[feature]!;
    if (indicator >= 0) share += coefficients[indicator + 1]! * (design[indicator]! - means[indicator]!);
    contributions[feature] = share;
  }
  return { baseValue, contributions, logOdds: linearScore(coefficients, design) };
}

export const sigmoid = (logOdds: number): number => 1 / (1 + Math.exp(-logOdds));
