/**
 * From raw feature rows (NaN = not known) to the model's design rows: each feature standardised
 * with the training data's mean and spread, a missing value put at the mean, and — for a feature
 * that was ever missing in training — an indicator column saying it is missing, so "not known
 * yet" can carry its own weight.
 */
export interface Standardizer {
  readonly means: readonly number[];
  readonly scales: readonly number[];
  /** Share of training rows where the feature was missing; a feature above 0 gets an indicator column. */
  readonly missingRates: readonly number[];
}

export function fitStandardizer(rows: readonly Float64Array[], featureCount: number): Standardizer {
  const means: number[] = [];
  const scales: number[] = [];
  const missingRates: number[] = [];
  for (let j = 0; j < featureCount; j++) {
    let count = 0;
    let sum = 0;
    let sumSquares = 0;
    for (const row of rows) {
      const value = row[j]!;
      if (Number.isNaN(value)) continue;
      count++;
      sum += value;
      sumSquares += value * value;
    }
    const mean = count ? sum / count : 0;
    const variance = count > 1 ? (sumSquares - count * mean * mean) / (count - 1) : 0;
    means.push(mean);
    scales.push(variance > 1e-12 ? Math.sqrt(variance) : 1);
    missingRates.push(rows.length ? (rows.length - count) / rows.length : 0);
  }
  return { means, scales, missingRates };
}

/** The design columns: one per feature, then one indicator per feature that can be missing. */
export interface DesignLayout {
  readonly width: number;
  /** For each feature, the index of its indicator column, or -1. */
  readonly indicatorOf: readonly number[];
}

export function designLayout(standardizer: Standardizer): DesignLayout {
  let next = standardizer.means.length;
  const indicatorOf = standardizer.missingRates.map((rate) => (rate > 0 ? next++ : -1));
  return { width: next, indicatorOf };
}

export function toDesign(standardizer: Standardizer, layout: DesignLayout, row: Float64Array): Float64Array {
  const design = new Float64Array(layout.width);
  for (let j = 0; j < standardizer.means.length; j++) {
    const value = row[j]!;
    const missing = Number.isNaN(value);
    design[j] = missing ? 0 : (value - standardizer.means[j]!) / standardizer.scales[j]!;
    const indicator = layout.indicatorOf[j]!;
    if (indicator >= 0) design[indicator] = missing ? 1 : 0;
  }
  return design;
}
